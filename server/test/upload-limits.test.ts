/**
 * Upload limits on every upload route (the receipt and the product image): a file
 * over the limit is always 413 with nothing stored, however its bytes are cut into chunks on the
 * way, and a body that is not a readable multipart form is a 400 in the contract's shape, never a
 * 500.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PRODUCT_IMAGE_MAX_BYTES, RECEIPT_MAX_BYTES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, receipts } from '../src/db/schema.ts';
import { ORIGIN } from './accounts-support.ts';
import {
  signedInCustomer,
  signedInAdmin,
  type SignedInCustomer,
  insertOrder,
  createProduct,
} from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { tinyPng } from './receipts-support.ts';

let ctx: TestContext;
let dataDir: string;
let customer: SignedInCustomer;
let admin: SignedInCustomer;
let productId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-upload-limits-'));
  ctx = await createTestApp({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: '1000',
    RECEIPTS_MAX_PER_ORDER: '100',
    RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: '2000000000',
  });
  customer = await signedInCustomer(ctx, 'limites');
  admin = await signedInAdmin(ctx, 'limites_admin');
  productId = await createProduct(ctx, admin.cookie);
});
afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'shopLimitsBoundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function partHead(field: string, filename = 'archivo.png', type = 'image/png'): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
}
const CLOSE = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A PNG-headed file of exactly `size` bytes (zeros after the header: no boundary look-alikes). */
function pngOfSize(size: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/**
 * The multipart body for one file, as a stream of chunks the way a socket delivers it:
 * `'whole'` in one piece; `'at-limit'` with the file cut exactly after `limit` bytes (the case the
 * plugin's own check misses); a number: chunks of that size.
 */
function chunkedBody(
  field: string,
  file: Buffer,
  limit: number,
  chunking: 'whole' | 'at-limit' | number,
): Readable {
  const head = partHead(field);
  if (chunking === 'whole') return Readable.from([Buffer.concat([head, file, CLOSE])]);
  if (chunking === 'at-limit')
    return Readable.from([head, file.subarray(0, limit), file.subarray(limit), CLOSE]);
  const all = Buffer.concat([file, CLOSE]);
  return Readable.from(
    (function* () {
      yield head;
      for (let i = 0; i < all.length; i += chunking) yield all.subarray(i, i + chunking);
    })(),
  );
}

function send(
  url: string,
  cookie: string,
  payload: Buffer | Readable | string | undefined,
  contentType: string | undefined,
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, cookie, ...(contentType ? { 'content-type': contentType } : {}) },
  });
}

const receiptsOf = (orderId: string) =>
  ctx.database.db.select().from(receipts).where(eq(receipts.orderId, orderId));

async function filesUnder(...parts: string[]): Promise<string[]> {
  const dir = path.join(ctx.config.filesDir, ...parts);
  return existsSync(dir) ? readdir(dir) : [];
}

async function imagesOfProduct(): Promise<string[]> {
  const [row] = await ctx.database.db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, Number(productId)));
  return row.images;
}

const sizes = (max: number) =>
  [
    ['10 MB + 1 byte', max + 1],
    ['11 MB', max + 1024 * 1024],
  ] as const;
const chunkings = ['whole', 'at-limit', 64 * 1024, 16 * 1024, 1000] as const;

describe('an over-limit file is always 413 and stores nothing', () => {
  for (const [label, size] of sizes(RECEIPT_MAX_BYTES)) {
    it(`refuses a receipt of ${label} however it is chunked`, async () => {
      const file = pngOfSize(size);
      for (const chunking of chunkings) {
        const orderId = await insertOrder(ctx, { userId: customer.user.id });
        const res = await send(
          `/api/pedidos/${orderId}/comprobante`,
          customer.cookie,
          chunkedBody('comprobante', file, RECEIPT_MAX_BYTES, chunking),
          MULTIPART,
        );
        expect(res.statusCode, `chunks: ${chunking}`).toBe(413);
        expect(res.json()).toEqual({
          error: { code: 'file_too_large', message: 'El archivo supera los 10 MB.' },
        });
        expect(await receiptsOf(orderId)).toEqual([]);
        expect(await filesUnder('receipts', orderId)).toEqual([]);
      }
    });
  }

  it('still accepts a receipt of exactly 10 MB cut at the same places', async () => {
    const file = pngOfSize(RECEIPT_MAX_BYTES);
    for (const chunking of ['at-limit', 64 * 1024] as const) {
      const orderId = await insertOrder(ctx, { userId: customer.user.id });
      const res = await send(
        `/api/pedidos/${orderId}/comprobante`,
        customer.cookie,
        chunkedBody('comprobante', file, RECEIPT_MAX_BYTES, chunking),
        MULTIPART,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().receipt.sizeBytes).toBe(RECEIPT_MAX_BYTES);
    }
  });

  for (const [label, size] of sizes(PRODUCT_IMAGE_MAX_BYTES)) {
    it(`refuses a product image of ${label} however it is chunked`, async () => {
      const file = pngOfSize(size);
      for (const chunking of chunkings) {
        const res = await send(
          `/api/admin/products/${productId}/images`,
          admin.cookie,
          chunkedBody('image', file, PRODUCT_IMAGE_MAX_BYTES, chunking),
          MULTIPART,
        );
        expect(res.statusCode, `chunks: ${chunking}`).toBe(413);
        expect(res.json()).toEqual({
          error: { code: 'image_too_large', message: 'La imagen supera los 10 MB.' },
        });
      }
      expect(await imagesOfProduct()).toEqual([]);
      expect(await filesUnder('products', productId)).toEqual([]);
    });
  }
});

/** Bodies no upload route can read: [label, body, Content-Type, expected code]. */
function brokenBodies(field: string): [string, Buffer | string | undefined, string | undefined, string][] {
  const whole = Buffer.concat([partHead(field), tinyPng(), CLOSE]);
  return [
    ['multipart without a boundary', whole, 'multipart/form-data', 'malformed_upload'],
    ['multipart without a boundary and no body', Buffer.alloc(0), 'multipart/form-data', 'malformed_upload'],
    [
      'a part cut off in its data',
      Buffer.concat([partHead(field), tinyPng().subarray(0, 20)]),
      MULTIPART,
      'malformed_upload',
    ],
    [
      'a part cut off in its headers',
      `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      MULTIPART,
      'malformed_upload',
    ],
    ['a body using another boundary', whole, 'multipart/form-data; boundary=not-the-one', 'malformed_upload'],
    ['an empty multipart body', Buffer.alloc(0), MULTIPART, 'no_file'],
    [
      'a part with no Content-Disposition',
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nX-Junk: 1\r\n\r\n`), tinyPng(), CLOSE]),
      MULTIPART,
      'no_file',
    ],
    ['the file as raw bytes', tinyPng(), 'application/octet-stream', 'no_file'],
    ['a url-encoded form', 'comprobante=x', 'application/x-www-form-urlencoded', 'no_file'],
    ['XML', '<file/>', 'application/xml', 'no_file'],
    ['multipart/mixed', whole, `multipart/mixed; boundary=${BOUNDARY}`, 'no_file'],
    ['no Content-Type', tinyPng(), undefined, 'no_file'],
    ['no body at all', undefined, undefined, 'no_file'],
  ];
}

describe('a body that is not a readable multipart form is a 400 in the contract shape', () => {
  it.each(brokenBodies('comprobante'))('receipt upload: %s', async (_label, body, type, code) => {
    const orderId = await insertOrder(ctx, { userId: customer.user.id });
    const res = await send(`/api/pedidos/${orderId}/comprobante`, customer.cookie, body, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.stringMatching(/\S/) } });
    expect(await receiptsOf(orderId)).toEqual([]);
    expect(await filesUnder('receipts', orderId)).toEqual([]);
  });

  it.each(brokenBodies('image'))('product image upload: %s', async (_label, body, type, code) => {
    const res = await send(`/api/admin/products/${productId}/images`, admin.cookie, body, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.stringMatching(/\S/) } });
    expect(await imagesOfProduct()).toEqual([]);
    expect(await filesUnder('products', productId)).toEqual([]);
  });

  it('says so in Spanish by default and in English when asked', async () => {
    const body = Buffer.concat([partHead('comprobante'), tinyPng().subarray(0, 20)]);
    const orderId = await insertOrder(ctx, { userId: customer.user.id });
    const es = await send(`/api/pedidos/${orderId}/comprobante`, customer.cookie, body, MULTIPART);
    expect(es.json().error.message).toBe('El archivo llegó incompleto o dañado. Probá subirlo de nuevo.');
    const en = await send(
      `/api/pedidos/${orderId}/comprobante`,
      `${customer.cookie}; lang=en`,
      body,
      MULTIPART,
    );
    expect(en.json().error.message).toBe('The file arrived incomplete or damaged. Please upload it again.');
    const image = await send(
      `/api/admin/products/${productId}/images`,
      `${admin.cookie}; lang=en`,
      body,
      'multipart/form-data',
    );
    expect(image.json().error).toEqual({
      code: 'malformed_upload',
      message: 'The image arrived incomplete or damaged. Please upload it again.',
    });
  });
});
