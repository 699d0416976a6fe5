import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on PORT (default 3000); in dev Vite serves the app on 5173 and proxies /api to it.
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
