/**
 * Starts the real shop server for the measuring scripts (`npm run perf`, `npm run bench:load`,
 * the load benchmark): `node --import tsx server/src/main.ts` from the repository root, on a
 * free port of 127.0.0.1, with a temporary DATA_DIR and NODE_ENV=production, and waits until
 * GET /api/health answers 200. One place, so both scripts measure the same server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TCP port of 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the shop server and resolves once it is healthy.
 * @param {object} [options]
 * @param {Record<string, string>} [options.env] added to process.env and the defaults (PORT, HOST,
 *   DATA_DIR, LOG_LEVEL=warn, NODE_ENV=production); e.g. DATABASE_URL for PostgreSQL.
 * @param {boolean} [options.publicUrl] set PUBLIC_URL to the server's own address (links, allowed origin).
 * @param {string} [options.cpuProfDir] when set, the server writes a V8 CPU profile there on exit.
 * @param {import('node:child_process').StdioOptions} [options.stdio] default: output to this process's stderr.
 * @param {number} [options.startTimeoutMs] how long to wait for the health check (default 180 s).
 * @param {string} [options.dataDirPrefix] prefix of the temporary DATA_DIR (default "shop-serve-").
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, base: string, port: number, dataDir: string, stop: () => Promise<void> }>}
 *   `base` is http://127.0.0.1:<port>; `stop()` sends SIGTERM (SIGKILL after 15 s) and removes DATA_DIR.
 * @throws Error when the server exits or is not healthy in time (it is stopped first).
 */
export async function startShopServer(options = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix ?? 'shop-serve-'));
  const profArgs = options.cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfDir)}`]
    : [];
  const child = spawn(process.execPath, [...profArgs, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.publicUrl ? { PUBLIC_URL: base } : {}),
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  });
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : 'was not healthy in time';
      await stop();
      throw new Error(`the shop server ${why}`);
    }
    await sleep(250);
  }
  return { child, base, port, dataDir, stop };
}
