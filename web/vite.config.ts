import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

// The API runs on PORT (default 3000); in dev Vite serves the app on 5173 and proxies /api to it.
const apiPort = process.env.PORT ?? '3000';

/**
 * The libraries every page runs (UI runtime, router, styling, translations, server state) go
 * into one chunk: left to itself the bundler cuts them into pieces by which lazy pages share
 * them, yet every page needs them all at once, and gzip compresses one file better than the
 * pieces (measured: ~2 KB gzip less on the first load of /). MUI components stay out: many are
 * used by lazy pages only; so do the helpers only MUI and emotion use (react-is,
 * hoist-non-react-statics, clsx, @babel/runtime, use-sync-external-store): in this group they were
 * ~2 KB gzip of the first load of / after MUI left it (decision 0030).
 */
const FRAMEWORK_LIBS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zustand)[\\/]/;
/**
 * TanStack Query's parts only the lazy pages use (mutations, infinite lists): in the framework
 * chunk they were ~1.5 KB gzip of the first load of /, which never runs them; left out of the group
 * they go with the pages that import them.
 */
const LAZY_ONLY_LIBS =
  /[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](mutationObserver|infiniteQueryObserver)|react-query[\\/]build[\\/]modern[\\/](useMutation|useInfiniteQuery|infiniteQueryOptions))\.js$/;
const FRAMEWORK = (id: string) => FRAMEWORK_LIBS.test(id) && !LAZY_ONLY_LIBS.test(id);

/**
 * The styling runtime (emotion, MUI's system and theme), one chunk that the parts still drawn with
 * MUI load with MUI's theme scope (lib/mui-scope.tsx); not in the first load of the pages on CSS
 * Modules (decision 0030).
 */
const STYLING =
  /[\\/]node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/]esm[\\/](styles|utils))[\\/]/;

/**
 * The small modules the home page's first render needs besides the framework: the app's own
 * helpers and components its header, cards and skeletons use. Left to itself the bundler splits
 * them into one file per set of lazy pages sharing them (each new lazy page moves the cuts), and a
 * dozen tiny files gzip worse than one (measured: ~3 KB on the first load of /). Only modules the
 * home page loads anyway belong here: anything else would grow its first load. No MUI: the home
 * page's first load has none (decision 0030).
 */
const HOME_SHARED =
  /[\\/](web[\\/]src[\\/]components[\\/](product-picture|visually-hidden|label-tag|star-rating|feedback|icons)\.tsx$|web[\\/]src[\\/]lib[\\/](api-client|query-client|shop-info|use-lang|storage)\.ts$|domain[\\/]src[\\/](constants|money|product-image)\.ts$)/;

/**
 * Writes dist-ssr/rendered-paths.json, the server-rendered pages' path patterns read from the
 * route table (entry-server.tsx `renderedPaths`): the server routes them to the renderer at start,
 * before the renderer itself has loaded (which takes seconds and is not waited for).
 */
function renderedPathsFile(): Plugin {
  return {
    name: 'rendered-paths-file',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const entry = path.join(options.dir, 'entry-server.js');
      const { renderedPaths } = (await import(pathToFileURL(entry).href)) as { renderedPaths: string[] };
      writeFileSync(path.join(options.dir, 'rendered-paths.json'), `${JSON.stringify(renderedPaths)}\n`);
    },
  };
}

/**
 * Writes `<outDir>-chunks.json` beside the browser build (web/dist-chunks.json): each chunk's file,
 * whether it is the entry, its facade module, the chunks it imports (at start and lazily) and what
 * it holds (the app's source files, and the npm packages by name). The first-load budget test
 * (server/test/first-load-budget.test.ts) reads it instead of building the app again.
 */
function chunkGraphFile(): Plugin {
  const webRoot = path.dirname(fileURLToPath(import.meta.url));
  /** "react-dom", "@mui/material", or "src/app/routes/home.tsx" for the app's own files. */
  const holder = (id: string): string => {
    const inModules = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
    if (inModules) return inModules[1]!.replace(/\\/g, '/');
    return path.relative(webRoot, id.split('?')[0]!).split(path.sep).join('/');
  };
  return {
    name: 'chunk-graph-file',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const chunks = Object.values(bundle)
        .filter((o) => o.type === 'chunk')
        .map((c) => ({
          fileName: c.fileName,
          isEntry: c.isEntry,
          facade: c.facadeModuleId ? holder(c.facadeModuleId) : null,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          holds: [...new Set(c.moduleIds.map(holder))].sort(),
        }));
      writeFileSync(`${options.dir}-chunks.json`, `${JSON.stringify(chunks)}\n`);
    },
  };
}

// Two builds (web/package.json "build"): the browser app into dist/, and the server renderer
// (src/entry-server.tsx, `vite build --ssr`) into dist-ssr/, which the server loads when present.
/**
 * react-router's production build, for `vite build`. Its package maps every export condition to its development
 * build (upstream issue remix-run/react-router#14102), whose developer warnings are checked on every
 * render of the routes; the production build ships beside it, the same code with them off.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The first load's chunks that run on a shopper's first tap: compiled eagerly (decision 0042). */
const EAGER_CHUNKS = new Set(['framework', 'client']);

export default defineConfig(({ isSsrBuild, command }) => ({
  // The service worker and manifest (pwa.config.ts) belong to the browser build only.
  plugins: [react(), ...(isSsrBuild ? [renderedPathsFile()] : [VitePWA(pwaOptions), chunkGraphFile()])],
  // The server renderer bundles its libraries in their production builds: left external, React,
  // emotion and MUI would run in development mode in Node (NODE_ENV unset), slower, and MUI would
  // add labels to emotion's class names, so the browser (production) would compute other names
  // than the server's and insert every style a second time while hydrating.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  // React 19 has useSyncExternalStore: react-i18next's import of the shim gets React's own;
  // react-router's production build (above).
  resolve: {
    alias: [
      // The dev server keeps the development build and its warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The password dictionaries (domain/src/password-strength.ts) are one lazy chunk of
    // about 840 kB: loaded only by the forms that set a password, never on the first load.
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json maps modules to their chunks: the server adds modulepreloads of the
    // app's chunks (src/client.tsx, behind the tiny entry) to the app shell page.
    manifest: !isSsrBuild,
    // Every browser with ES2022 modules but Safari 16 supports <link rel="modulepreload">; the
    // polyfill (fetching the preloads itself) would cost bytes and start-up time on every page.
    modulePreload: { polyfill: false },
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    // The storefront's static CSS (CSS Modules, decision 0025) as one file that index.html links
    // in <head>: every server-rendered page is styled at its first paint, whichever lazy chunk
    // holds the components, and the browser caches the file (hashed name, immutable).
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            // V8's explicit compile hint (Chrome 136+): every function of the chunk is compiled
            // while the script streams in, off the main thread, instead of on its first call,
            // which for React's event and render paths was inside the shopper's first tap
            // (~15 ms of lazy compiling at 4 × in a card's "Agregar"; decision 0042). After
            // minifying (postBanner), or the minifier drops the comment.
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'styling', test: STYLING },
                { name: 'home-shared', test: HOME_SHARED },
              ],
            },
          },
    },
  },
}));
