/**
 * The installable shop's service worker in specs that let it run (the others block service
 * workers, playwright.config.ts): wait until it controls the page, and deploy a "new version" so
 * the shop offers its update prompt.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

/** The web build the run's servers serve (WEB_DIST_DIR, or web/dist). */
export const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

/** A copy of the web build in a new temporary folder, for a spec's own server to change freely. */
export function copyWebDist(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-dist-'));
  cpSync(webDist, copy, { recursive: true });
  return copy;
}

/**
 * Waits until the shop's service worker controls the page: registered after the page's load and
 * idle, it installs by fetching its precache (189 files, 437 KB compressed) and then claims the
 * page. On a 2-core host at load 15 (a clean-clone run beside other tests) that took over 20 s once;
 * a spec that waits for it is marked slow.
 */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 40_000,
  });
}

/**
 * Rewrites the service worker served from `dist` (and its .br/.gz copies) with different bytes;
 * returns the undo.
 */
export function deployNewWorker(dist = webDist): () => void {
  const files = ['', '.br', '.gz'].map((ext) => path.join(dist, `service-worker.js${ext}`));
  const saved = files.map((file) => readFileSync(file));
  const next = Buffer.from(`${saved[0]!.toString('utf8')}\n// next version ${Date.now()}\n`);
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, zlib.brotliCompressSync(next));
  writeFileSync(files[2]!, zlib.gzipSync(next));
  return () => files.forEach((file, i) => writeFileSync(file, saved[i]!));
}

/** Makes the page's service worker find a new version, so the shop shows its update prompt. */
export async function offerNewVersion(page: Page, dist = webDist): Promise<void> {
  await controlled(page);
  const restore = deployNewWorker(dist);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  } finally {
    restore();
  }
}
