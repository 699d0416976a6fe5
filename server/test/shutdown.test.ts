/**
 * HTTP time limits and the shutdown deadline. A client that opens a request
 * and sends half its body must not keep the server alive after SIGTERM: the real server runs as a
 * child process on a free port with its own DATA_DIR, and must exit within SHUTDOWN_TIMEOUT_MS
 * (plus slack), releasing its database lock. In-process: a stalled body is cut by the idle limit.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './fault-support.ts';
import { createTestApp } from './helper.ts';
import { spawnServer } from './spawn-server.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Opens a connection and sends a request whose body never finishes. */
async function stalledRequest(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => {});
  socket.write(
    `POST /api/account/sign-in HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":"ana",',
  );
  return socket;
}

describe('shutdown with a stalled client', () => {
  it('exits within the deadline after SIGTERM although a request never finishes its body', async () => {
    const port = await freePort();
    const dataDir = path.join(tmp, 'data');
    const server = spawnServer({
      port,
      dataDir,
      startMs: 90_000,
      env: {
        DATABASE_URL: '',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        SHUTDOWN_TIMEOUT_MS: '1500',
        // Long enough that only the shutdown deadline can end the stalled request here.
        HTTP_IDLE_TIMEOUT_MS: '120000',
        HTTP_REQUEST_TIMEOUT_MS: '300000',
      },
    });
    const { child, exited, output } = server;
    try {
      await server.ready;
      const socket = await stalledRequest(port);
      await new Promise((r) => setTimeout(r, 300));

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000)),
      ]);
      const took = Date.now() - signalledAt;
      expect(code, output()).not.toBe('hung');
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(6000);
      expect(output()).toContain('shutdown deadline passed');
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      socket.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('HTTP time limits', () => {
  it('closes a connection whose body stalls longer than HTTP_IDLE_TIMEOUT_MS', async () => {
    const ctx = await createTestApp({ HTTP_IDLE_TIMEOUT_MS: '1000' });
    try {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const socket = await stalledRequest(port);
      const started = Date.now();
      await new Promise((resolve) => socket.once('close', resolve));
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(800);
      expect(took).toBeLessThan(5000);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
