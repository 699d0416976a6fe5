/**
 * Builds the web app and its server renderer for tests that need real pages (as ssr.test.ts
 * does): Vite, into a temporary folder inside node_modules so the renderer's imports resolve, so
 * the test runs on a clean clone too. remove() deletes the folder.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildWebApp(): Promise<{ dist: string; remove(): void }> {
  const webDir = path.join(repoRoot, 'web');
  mkdirSync(path.join(repoRoot, 'node_modules', '.cache'), { recursive: true });
  const outDir = mkdtempSync(path.join(repoRoot, 'node_modules', '.cache', 'web-build-'));
  const common = {
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent' as const,
    mode: 'production',
  };
  // Built as `npm run build` builds: vitest's NODE_ENV=test would make the JSX development calls,
  // which the renderer's production React (vite.config.ts) lacks.
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
  return { dist: path.join(outDir, 'dist'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
