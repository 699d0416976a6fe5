import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on PORT (default 3000); in dev Vite serves the app on 5173 and proxies /api to it.
const apiPort = process.env.PORT ?? '3000';

// Two builds (web/package.json "build"): the browser app into dist/, and the server renderer
// (src/entry-server.tsx, `vite build --ssr`) into dist-ssr/, which the server loads when present.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json maps modules to their chunks: the server adds modulepreloads of the
    // app's chunks (src/client.tsx, behind the tiny entry) to the app shell page.
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
  },
}));
