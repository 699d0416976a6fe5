/**
 * One process per PGlite folder: a second opener is
 * refused with a message saying who holds it and what to do; a lock left by a dead process is
 * taken over; `npm run admin:create` against a folder a server holds refuses and leaves it alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DatabaseLockedError } from '../src/db/pglite-lock.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('PGlite folder lock', () => {
  it('refuses a second opener of the same folder, naming the holder, and allows it again after close', async () => {
    const dir = path.join(tmp, 'a', 'pglite');
    const first = await openDatabase({ pgliteDir: dir, owner: 'server' });
    const lockFile = `${dir}.lock`;
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'server' });

    const second = openDatabase({ pgliteDir: dir, owner: 'admin:create' });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(new RegExp(`already open by process ${process.pid} \\(server`));
    await expect(second).rejects.toThrow(/stop that process first/);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs (a crash)', async () => {
    const dir = path.join(tmp, 'b', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({
        pid: dead,
        hostname: os.hostname(),
        startedAt: new Date().toISOString(),
        command: 'server',
      }),
    );
    const database = await openDatabase({ pgliteDir: dir });
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await database.close();
  });

  it('admin:create refuses while a server holds the folder, says what to do, and changes nothing', async () => {
    const dataDir = path.join(tmp, 'c');
    const held = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), owner: 'server' });
    try {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/src/cli/admin-create.ts',
          '--username',
          'ana',
          '--email',
          'ana@example.com',
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('while the server');
      expect(stderr).toContain('Stop the server');
      expect(stderr).toContain('/admin/customers');
      // The server's lock is untouched.
      expect(JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
    } finally {
      await held.close();
    }
  }, 60_000);
});
