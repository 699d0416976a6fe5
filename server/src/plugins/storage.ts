/**
 * File storage: payment receipts and product images live behind this small
 * interface so an S3-compatible store can replace the local disk without touching the modules.
 *
 * Keys are relative, slash-separated names such as `receipts/<orderId>/<uuid>.pdf`. Every
 * implementation must refuse keys that are not `isSafeStorageKey` (no `..`, no absolute paths,
 * no hidden segments), so a key built from request data can never reach outside the store.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as read back. */
export interface StoredFile {
  /** The file's content; the caller must consume or destroy it. */
  stream: Readable;
  /** The content type given to `put` (e.g. `application/pdf`). */
  contentType: string;
  /** Size in bytes. */
  sizeBytes: number;
}

export interface FileStorage {
  /**
   * Stores `bytes` under `key`, replacing any file with that key. The file appears whole or not
   * at all (no half-written file is ever readable).
   * @throws InvalidStorageKeyError when `key` is not safe.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Reads the file under `key`; undefined when there is none.
   * @throws InvalidStorageKeyError when `key` is not safe.
   */
  get(key: string): Promise<StoredFile | undefined>;
  /**
   * Removes the file under `key`; does nothing when there is none.
   * @throws InvalidStorageKeyError when `key` is not safe.
   */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Longest key accepted (S3 allows 1024 bytes; this leaves room for a prefix). */
export const STORAGE_KEY_MAX = 512;

// Each segment starts with a letter, digit, _ or -, so `.`, `..` and hidden names are impossible;
// no backslash, colon or other separator a file system could read as a path.
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/** Whether `key` is acceptable to every storage: relative, slash-separated, plain segments. */
export function isSafeStorageKey(key: string): boolean {
  return typeof key === 'string' && key.length <= STORAGE_KEY_MAX && KEY_PATTERN.test(key);
}

// Content types are kept beside the files, in a tree whose name no key can produce (keys never
// have a segment starting with a dot).
const META_DIR = '.meta';

/**
 * Storage in a folder of the local disk (default: config.filesDir, i.e. DATA_DIR/files).
 * The folder is created on first write.
 */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  /** Absolute paths of the file and its metadata; throws unless both stay inside `root`. */
  function locate(key: string): { file: string; meta: string } {
    if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(key);
    const file = path.resolve(root, key);
    const meta = path.resolve(root, META_DIR, `${key}.json`);
    // Second line of defence should the key rule ever be loosened.
    if (!file.startsWith(root + path.sep) || !meta.startsWith(root + path.sep))
      throw new InvalidStorageKeyError(key);
    return { file, meta };
  }

  /** Writes through a temporary file and a rename, so readers never see a partial file. */
  async function writeAtomically(target: string, data: Uint8Array | string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  return {
    async put(key, bytes, contentType) {
      const { file, meta } = locate(key);
      await writeAtomically(meta, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async get(key) {
      const { file, meta } = locate(key);
      let sizeBytes: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        sizeBytes = info.size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      let contentType = 'application/octet-stream';
      try {
        const parsed = JSON.parse(await readFile(meta, 'utf8')) as { contentType?: unknown };
        if (typeof parsed.contentType === 'string') contentType = parsed.contentType;
      } catch {
        // A file without its metadata (e.g. copied in by hand) is still served, as plain bytes.
      }
      return { stream: createReadStream(file), contentType, sizeBytes };
    },

    async delete(key) {
      const { file, meta } = locate(key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },
  };
}

/**
 * The whole file under `key` in memory (small files: image variants, previews); undefined when
 * there is none, also when it is removed between finding and reading it (another process's
 * clean-up), which on the local disk surfaces as ENOENT from the stream.
 * @throws whatever else the storage throws (unsafe key, the bucket unreachable).
 */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return Buffer.concat(chunks);
}
