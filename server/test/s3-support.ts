/**
 * A local S3-compatible server for the tests (s3rver from npm: a small Koa app that keeps buckets
 * in a folder), on 127.0.0.1 and a free port, with one empty bucket. Started and stopped by the
 * test files that need it; nothing outside this machine is contacted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  httpServer: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver is CommonJS and ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface LocalS3 {
  bucket: string;
  endpoint: string;
  /** The variables that point the app at this bucket (config.ts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver checks signatures against this fixed key pair. */
const KEY = 'S3RVER';

export async function startLocalS3(bucket = 'shop-test-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Clients keep connections alive; the server would otherwise wait for them to go idle.
      server.httpServer.closeAllConnections();
      await new Promise((resolve) => server.httpServer.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
