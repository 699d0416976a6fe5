/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), so that every app
 * process sees the receipts and product images any of them stored. Same
 * contract as the local disk (storage.ts): safe keys only, a file appears whole or not at all (a
 * PUT is atomic in S3), a missing file reads as undefined, deleting one that is gone is no error.
 * Configured by S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_FORCE_PATH_STYLE (config.ts, README "Running on several machines").
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../config.ts';
import { InvalidStorageKeyError, isSafeStorageKey, type FileStorage } from './storage.ts';

/** Time limits towards the bucket: a dead store makes uploads and image requests fail, not hang. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 60_000;

function checkKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** Whether `err` is the store saying "no such file" (404 NoSuchKey, or NotFound from some stores). */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Storage in `config.bucket`, which must exist. Returns the storage and a `close()` that frees the
 * client's sockets.
 */
export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the newer default (CRC32 on every request) is not
    // understood by every S3-compatible store, and each body is small and sent in one piece.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key) {
      checkKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error(`unexpected body from the bucket for ${key}`);
        return {
          stream: out.Body,
          contentType: out.ContentType ?? 'application/octet-stream',
          sizeBytes: out.ContentLength ?? 0,
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    close() {
      client.destroy();
    },
  };
}
