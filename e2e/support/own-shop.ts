/**
 * A shop server of a spec's own, for settings the run's shared servers must not have (e.g. the
 * campaign providers, whose consent notice would sit on every other spec's pages). The same
 * `node server/src/main.ts` as playwright.config.ts's, on a free port with its own data directory,
 * mailing through the run's SMTP server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (synchronous, so a spec can name its baseURL at load). */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

export interface OwnShop {
  stop(): Promise<void>;
}

/** Starts the shop on `port` with `env` added, and waits until /api/health answers. */
export async function startOwnShop(port: number, env: Record<string, string>): Promise<OwnShop> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHOP_WHATSAPP: '5493870000000',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-1234',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Panadería Keto <no-reply@panaderiaketo.example>',
      DELIVERY_HOLIDAYS_COUNTRY: 'none',
      RATE_LIMIT_PER_IP: '10000',
      RATE_LIMIT_PER_ACCOUNT: '1000',
      ...env,
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the shop server stopped (exit ${code})`))),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await Promise.race([
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the shop server at ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
