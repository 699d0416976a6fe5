/**
 * Files in an S3-compatible bucket, against a local s3rver the test starts:
 * the storage contract of storage.ts, and the app with S3_* set keeping receipts and product
 * photos in the bucket (not under DATA_DIR) and serving photos from it with a year's cache.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createS3Storage } from '../src/plugins/s3-storage.ts';
import { InvalidStorageKeyError } from '../src/plugins/storage.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, insertOrder } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { multipart, tinyPdf, uploadReceipt } from './receipts-support.ts';
import { startLocalS3, type LocalS3 } from './s3-support.ts';

let s3: LocalS3;
let storage: ReturnType<typeof createS3Storage>;
beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(loadConfig(s3.env).s3!);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

describe('S3 file storage', () => {
  it('stores, reads back with its content type and size, and deletes', async () => {
    const key = 'receipts/0b8e6f5a-1111-4222-8333-944445555666/a1.pdf';
    await storage.put(key, new TextEncoder().encode('%PDF-1.4 hello'), 'application/pdf');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.sizeBytes).toBe(14);
    expect(await text(file!.stream)).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('replaces a file put twice under one key', async () => {
    await storage.put('x/same.txt', new TextEncoder().encode('one'), 'text/plain');
    await storage.put('x/same.txt', new TextEncoder().encode('two!'), 'text/plain');
    const file = await storage.get('x/same.txt');
    expect(file?.sizeBytes).toBe(4);
    expect(await text(file!.stream)).toBe('two!');
  });

  it('answers undefined for a missing file and ignores deleting one', async () => {
    expect(await storage.get('nothing/here.png')).toBeUndefined();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it.each(['../escape.txt', '/etc/passwd', 'a//b', '.meta/x.json', 'x'.repeat(600)])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it('fails (does not hang or answer "missing") when the bucket does not exist', async () => {
    const wrong = createS3Storage({ ...loadConfig(s3.env).s3!, bucket: 'no-such-bucket' });
    try {
      await expect(wrong.put('a/b.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });
});

describe('the app with S3_BUCKET set', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: SignedInCustomer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-s3-app-'));
    ctx = await createTestApp({ ...s3.env, DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '1000' });
    admin = await signedInAdmin(ctx, 's3_admin');
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads an object straight from the bucket, bypassing the app. */
  async function fromBucket(key: string): Promise<Buffer> {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } finally {
      client.destroy();
    }
  }

  it('keeps a product photo in the bucket and serves it from there with a year-long cache', async () => {
    // Seed products have a full gallery: make room for one.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/products/2/images/3',
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#c8924a' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'image', filename: 'foto.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/2/images',
      payload: body.payload,
      headers: { origin: ORIGIN, 'content-type': body.contentType, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(201);
    const base = (res.json().images as string[]).at(-1)!;
    expect(base).toMatch(/^\/images\/uploads\/products\/2\//);
    // The variants are made by the background job (decision 0017), which reads the original from the bucket.
    await ctx.drainJobs();

    const served = await ctx.app.inject({ url: `${base}-400.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const key = `${base.replace('/images/uploads/', '')}-400.webp`;
    expect(served.rawPayload.equals(await fromBucket(key))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    // Nothing on the local disk.
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    expect((await ctx.app.inject({ url: `${base.slice(0, -4)}0000-400.webp` })).statusCode).toBe(404);
  });

  it('keeps a payment receipt in the bucket; the back office downloads it from there', async () => {
    const shopper = await signedInCustomer(ctx, 's3_shopper');
    const orderId = await insertOrder(ctx, { userId: shopper.user.id });
    const uploaded = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'pago.pdf', contentType: 'application/pdf', data: tinyPdf() }],
      shopper.cookie,
    );
    expect(uploaded.statusCode).toBe(201);
    const { receipt } = uploaded.json() as { receipt: { id: string } };
    const file = await ctx.app.inject({
      url: `/api/admin/orders/${orderId}/receipts/${receipt.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });
});
