import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Removes what the run made (playwright.config.ts): its temporary DATA_DIR and, when the shop
 * servers ran on PostgreSQL, their databases (dropped WITH (FORCE): the servers may still be up).
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('shop-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
  const databases = JSON.parse(process.env.E2E_DATABASES ?? '[]') as string[];
  for (const databaseUrl of databases) {
    execFileSync(process.execPath, [path.join(here, 'fresh-database.mjs'), '--drop'], {
      env: {
        ...process.env,
        E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
        DATABASE_URL: databaseUrl,
      },
      stdio: 'inherit',
    });
  }
}
