/**
 * The production build of the web app the server tests read (server rendering, the first-load
 * budget), made once per run instead of once per test file.
 *
 * `npm test` builds the app in its build stage before the API stages and passes its folder in
 * TEST_WEB_BUILD_DIR (scripts/test.mjs): the tests read that build. Run on their own (no such
 * folder), the tests build the app and the server renderer themselves, once per worker, into a
 * folder inside node_modules/.cache (so the renderer's imports resolve) named by the worker's process,
 * removed by the next run once that process has ended.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build } from 'vite';

/** Where a build is: the browser's files, the server renderer, the browser build's chunk graph. */
export interface WebBuild {
  /** web/dist: index.html and the assets. */
  dist: string;
  /** web/dist-ssr: entry-server.js and rendered-paths.json. */
  distSsr: string;
  /** web/dist-chunks.json (vite.config.ts chunkGraphFile). */
  chunkGraph: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'web');

/** The build in `dir` (a web folder), when all of it is there. */
function builtIn(dir: string): WebBuild | undefined {
  const found = {
    dist: path.join(dir, 'dist'),
    distSsr: path.join(dir, 'dist-ssr'),
    chunkGraph: path.join(dir, 'dist-chunks.json'),
  };
  const complete =
    existsSync(path.join(found.dist, 'index.html')) &&
    existsSync(path.join(found.distSsr, 'entry-server.js')) &&
    existsSync(found.chunkGraph);
  return complete ? found : undefined;
}

/** Builds the browser app and the server renderer as `npm run build` does, into this worker's folder. */
async function buildNow(): Promise<WebBuild> {
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  removeBuildsOfEndedRuns(cache);
  const outDir = path.join(cache, `web-build-${process.pid}-${threadId}`);
  rmSync(outDir, { recursive: true, force: true });
  const common = {
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent' as const,
    mode: 'production',
  };
  // Built as `npm run build` builds: vitest's NODE_ENV=test would make React's development build.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...common, build: { outDir: path.join(outDir, 'dist'), emptyOutDir: true } });
    await build({
      ...common,
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'dist-ssr'), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const made = builtIn(outDir);
  if (!made) throw new Error(`the web build in ${outDir} is incomplete`);
  return made;
}

/** Removes the builds of test processes that have ended (a worker cannot clean up as it exits). */
function removeBuildsOfEndedRuns(cache: string): void {
  for (const name of readdirSync(cache)) {
    const pid = Number(/^web-build-(\d+)-\d+$/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    rmSync(path.join(cache, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let pending: Promise<WebBuild> | undefined;

/** The run's web build: `npm test`'s (TEST_WEB_BUILD_DIR), else one made now for this worker. */
export function webBuild(): Promise<WebBuild> {
  const given = process.env.TEST_WEB_BUILD_DIR;
  const ready = given ? builtIn(given) : undefined;
  if (given && !ready) throw new Error(`TEST_WEB_BUILD_DIR=${given} holds no complete web build`);
  pending ??= ready ? Promise.resolve(ready) : buildNow();
  return pending;
}
