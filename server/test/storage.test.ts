import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalStorage,
  InvalidStorageKeyError,
  isSafeStorageKey,
  type FileStorage,
} from '../src/plugins/storage.ts';

let parent: string;
let root: string;
let storage: FileStorage;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  root = path.join(parent, 'files');
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores, reads back with its content type and size, and deletes', async () => {
    const key = 'receipts/0b8e6f5a-1111-4222-8333-944445555666/a1.pdf';
    await storage.put(key, new TextEncoder().encode('%PDF-1.4 hello'), 'application/pdf');
    expect(existsSync(path.join(root, key))).toBe(true);
    const file = await storage.get(key);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.sizeBytes).toBe(14);
    expect(await text(file!.stream)).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(existsSync(path.join(root, key))).toBe(false);
  });

  it('replaces a file put twice under one key, and leaves no temporary files', async () => {
    await storage.put('x/same.txt', new TextEncoder().encode('one'), 'text/plain');
    await storage.put('x/same.txt', new TextEncoder().encode('two!'), 'text/plain');
    expect(await text((await storage.get('x/same.txt'))!.stream)).toBe('two!');
    expect(await readdir(path.join(root, 'x'))).toEqual(['same.txt']);
  });

  it('answers undefined for a missing file and ignores deleting one', async () => {
    expect(await storage.get('nothing/here.png')).toBeUndefined();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.txt',
    'receipts/../../escape.txt',
    '/etc/passwd',
    'a\\..\\..\\escape.txt',
    '..',
    '.',
    'a/./b',
    'a//b',
    'a/',
    '',
    '.meta/receipts/x.json',
    '.hidden',
    'C:/windows/x',
    'a/%2e%2e/b',
    'a/b\0c',
    'x'.repeat(600),
  ])('refuses the unsafe key %j on put, get and delete, writing nothing', async (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
    await expect(storage.put(key, new Uint8Array([1, 2, 3]), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(existsSync(path.join(parent, 'escape.txt'))).toBe(false);
  });

  it('accepts the receipt keys the shop builds', () => {
    expect(
      isSafeStorageKey(
        'receipts/0b8e6f5a-1111-4222-8333-944445555666/5d1c7c9e-aaaa-4bbb-8ccc-dddddddddddd.png',
      ),
    ).toBe(true);
    expect(isSafeStorageKey('products/12-1.avif')).toBe(true);
  });
});
