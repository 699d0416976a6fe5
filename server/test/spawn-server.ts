/**
 * The real server as a child process (`node --import tsx server/src/main.ts`) on its own port and
 * DATA_DIR, for the tests that need a process to kill, restart or run twice (mail-outbox-crash,
 * shutdown, several-processes). Production mode, no web build, JSON logs captured in `output()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedServer {
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once GET /api/health answers 200; rejects with the output if it exits or `startMs` passes first. */
  ready: Promise<void>;
  /** SIGTERM, then SIGKILL when still running after `graceMs` (default 15 s). */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  port: number;
  dataDir: string;
  /** Added to (and overriding) the defaults below and the test's own environment. */
  env?: Record<string, string>;
  /** How long `ready` waits for /api/health, in ms (default 120 s: the first start migrates). */
  startMs?: number;
}

/** Starts the server; await `ready` before calling it. */
export function spawnServer({ port, dataDir, env = {}, startMs = 120_000 }: SpawnOptions): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      // Days are booked a fixed number of days ahead of the real date (see helper.ts).
      DELIVERY_HOLIDAYS_COUNTRY: 'none',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Another process on this machine may have taken the port between freePort() and the listen (a
  // browser run's shop, another test file's server): its /api/health would answer for ours. When the
  // log says where it listens, only our own "listening at" line counts.
  const logLevel = env.LOG_LEVEL ?? 'info';
  const logsListening = ['info', 'debug', 'trace'].includes(logLevel);
  const ownListening = () => !logsListening || output.includes(`listening at http://127.0.0.1:${port}`);
  const ready = (async () => {
    const deadline = Date.now() + startMs;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && ownListening()) return;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server on port ${port} did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // A caller that only waits for `exited` (a server meant to refuse to start) must not see an unhandled rejection.
  ready.catch(() => {});
  return {
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    ready,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Waits until `check` holds (polling every `everyMs`), or fails naming `what` after `ms`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 15_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
