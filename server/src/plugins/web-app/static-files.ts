/**
 * The build's files: hashed assets with a one-year immutable cache, pre-compressed .br/.gz files
 * when present, the service worker and manifest revalidated on every use, the rest for a week.
 *
 * One route per file, listed once at start (`wildcard: false`): a build does not change under a
 * running server (a deploy restarts it). The wildcard route checked each request's spelling
 * against a directory read of every folder on its path, a fifth of the shop server's main-thread
 * CPU in a browser test run (docs/testing.md).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';
/** Files of the build with fixed names that point at hashed ones (web/pwa.config.ts): revalidated on every use. */
const NO_CACHE_FILES = new Set(['service-worker.js', 'manifest.webmanifest']);

/** Serves the files of `distDir` (no directory index: "/" is a page). */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // Served in place of the file they compress (preCompressed), never at their own address.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      // The service worker and the manifest name the build's files: a browser must see a new build at once.
      const cacheControl = NO_CACHE_FILES.has(name)
        ? 'no-cache'
        : filePath.includes(`${path.sep}assets${path.sep}`)
          ? IMMUTABLE
          : WEEK;
      reply.header('cache-control', cacheControl);
    },
  });
}
