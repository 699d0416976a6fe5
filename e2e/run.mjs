#!/usr/bin/env node
/**
 * Entry of `npm run test:e2e` (after the web build): checks that Debian's Chromium is present,
 * then runs the Playwright suite and exits with its code. Extra arguments go to Playwright
 * (e.g. `node e2e/run.mjs checkout`). WEB_DIST_DIR (passed on to the server) serves another build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}; install it with apt-get install -y chromium`);
  process.exit(1);
}
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'web', 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${path.join(dist, 'index.html')} not found; build the web app first (npm run build)`);
  process.exit(1);
}

const child = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
