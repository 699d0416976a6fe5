import fs from 'node:fs';

/** Removes the run's temporary DATA_DIR (created in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('shop-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
