/**
 * `npm run admin:create` on its own PGlite folder: a username with accents and ñ is
 * accepted and stored composed and in lower case; spaces are still refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-create-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs admin:create with `args` on the folder `dataDir`: its exit code and output. */
async function adminCreate(dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-create.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

describe('admin:create', () => {
  it('creates an administrator named with accents and ñ, then promotes the same name typed differently', async () => {
    const dataDir = path.join(tmp, 'a');
    const made = await adminCreate(dataDir, [
      '--username',
      'Dueña',
      '--email',
      'duena@example.com',
      '--password',
      'panes de masa madre 2026',
    ]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Administrator dueña <duena@example.com> created.');
    // The ñ typed as n + combining tilde is the same account: it is found and promoted, not created again.
    const again = await adminCreate(dataDir, ['--username', 'Duen\u0303a']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('dueña is now an administrator.');
    const spaced = await adminCreate(dataDir, [
      '--username',
      'la dueña',
      '--email',
      'otra@example.com',
      '--password',
      'panes de masa madre 2026',
    ]);
    expect(spaced.code).toBe(1);
    expect(spaced.stderr).toContain('username');
  }, 120_000);
});
