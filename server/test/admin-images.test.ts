import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products } from '../src/db/schema.ts';
import { IMAGE_VARIANTS_JOB, imageVariantsHandler } from '../src/modules/product-images/jobs.ts';
import { createLocalStorage, type FileStorage } from '../src/plugins/storage.ts';
import { ORIGIN } from './accounts-support.ts';
import {
  signedInCustomer,
  signedInAdmin,
  type SignedInCustomer,
  placeOrder,
  createProduct,
} from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { fakeExe, multipart, tinyPng } from './receipts-support.ts';
import { holdImageLane } from './jobs-support.ts';

let ctx: TestContext;
let dataDir: string;
let admin: SignedInCustomer;
let customer: SignedInCustomer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
  // A long catalogue cache: the shop must still show an upload at once (the routes invalidate it).
  ctx = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '600000' });
  admin = await signedInAdmin(ctx, 'img_admin');
  customer = await signedInCustomer(ctx, 'img_customer');
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The queued conversion jobs of product `id`'s images. */
function jobsOf(id: string) {
  return ctx.database.db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.kind} = ${IMAGE_VARIANTS_JOB.name} and (${jobs.payload} ->> 'productId')::int = ${Number(id)}`,
    );
}

/** A real photo-like JPEG of `width`×`height` px (a gradient, so the encoders have work to do). */
function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c8924a"/><stop offset="1" stop-color="#5b3a1a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f3e2c0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

function upload(
  productId: string,
  file: { data: Buffer; filename?: string; contentType?: string; name?: string },
  cookie = admin.cookie,
) {
  const body = multipart([
    {
      name: file.name ?? 'image',
      filename: file.filename ?? 'foto.jpg',
      contentType: file.contentType ?? 'image/jpeg',
      data: file.data,
    },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    payload: body.payload,
    headers: { origin: ORIGIN, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** A new seed bread titled `titleEs`, made through the editor; returns its id. */
function newProduct(titleEs: string): Promise<string> {
  return createProduct(ctx, admin.cookie, {
    priceArs: 5100,
    titleEs,
    titleEn: `${titleEs} (EN)`,
    detailsEs: 'Pan de semillas sin harina de trigo.',
    detailsEn: 'Seed bread without wheat flour.',
    imageAltEs: 'Pan de semillas en una tabla',
    imageAltEn: 'Seed bread on a board',
  });
}

async function imagesOf(id: string): Promise<string[]> {
  const [row] = await ctx.database.db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, Number(id)));
  return row.images;
}

/** Files stored for product `id` under DATA_DIR/files/products/<id>/. */
async function storedFiles(id: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'files', 'products', id))).sort();
  } catch {
    return [];
  }
}

describe('product image routes refuse visitors and customers', () => {
  it('answers 401 and 403 for every image route and stores nothing', async () => {
    const jpeg = await photo(500, 500);
    const reorder = {
      method: 'PUT' as const,
      url: '/api/admin/products/0/images',
      payload: { images: ['/images/products/0-1'] },
    };
    const remove = { method: 'DELETE' as const, url: '/api/admin/products/0/images/0' };
    expect((await upload('0', { data: jpeg }, '')).statusCode).toBe(401);
    expect((await upload('0', { data: jpeg }, customer.cookie)).statusCode).toBe(403);
    for (const call of [reorder, remove]) {
      expect((await ctx.app.inject({ ...call, headers: { origin: ORIGIN } })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ ...call, headers: { origin: ORIGIN, cookie: customer.cookie } })).statusCode,
      ).toBe(403);
    }
    expect(await imagesOf('0')).toEqual([1, 2, 3, 4].map((n) => `/images/products/0-${n}`));
    expect(await storedFiles('0')).toEqual([]);
  });
});

describe('product images', () => {
  it('keeps a new product out of the shop until its first image, then shows it in both languages', async () => {
    const id = await newProduct('Pan de semillas');
    expect((await ctx.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/products?limit=50' })).json().items.map((p: { id: string }) => p.id),
    ).not.toContain(id);

    const res = await upload(id, { data: await photo(1200, 900) });
    expect(res.statusCode).toBe(201);
    const [base] = res.json().images as string[];
    expect(base).toMatch(new RegExp(`^/images/uploads/products/${id}/[0-9a-f-]{36}$`));
    // The variants are made by a background job (decision 0017); the shop lists the product at once.
    await ctx.drainJobs();
    expect(await storedFiles(id)).toHaveLength(4);

    for (const lang of ['es', 'en']) {
      const shown = await ctx.app.inject({ url: `/api/products/${id}?lang=${lang}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().images).toEqual([base]);
      expect(shown.json().title).toBe(lang === 'es' ? 'Pan de semillas' : 'Pan de semillas (EN)');
    }

    // Every variant is a square of its width in its format, served with a long cache lifetime.
    for (const [width, format] of [
      [400, 'avif'],
      [800, 'avif'],
      [400, 'webp'],
      [800, 'webp'],
    ] as const) {
      const file = await ctx.app.inject({ url: `${base}-${width}.${format}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width]);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  });

  it('accepts PNG and WebP, refuses what is not an image, too small, too large or empty, storing nothing', async () => {
    const id = await newProduct('Grisines de queso');
    expect(
      (await upload(id, { data: await photo(600, 600, 'png'), contentType: 'image/png' })).statusCode,
    ).toBe(201);
    expect(
      (await upload(id, { data: await photo(600, 400, 'webp'), contentType: 'image/webp' })).statusCode,
    ).toBe(201);
    await ctx.drainJobs();
    const before = await imagesOf(id);
    const files = await storedFiles(id);

    const cases: [Buffer, number, string][] = [
      [fakeExe(), 415, 'unsupported_image'],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 415, 'unsupported_image'],
      [tinyPng(), 422, 'image_too_small'],
      [await photo(800, 399), 422, 'image_too_small'],
      // A JPEG cut in half: the header says JPEG, the pixels are missing.
      [(await photo(800, 800)).subarray(0, 600), 415, 'unsupported_image'],
      [Buffer.alloc(0), 400, 'no_file'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 413, 'image_too_large'],
    ];
    for (const [data, status, code] of cases) {
      const res = await upload(id, { data });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/\S/);
    }
    const wrongField = await upload(id, { data: await photo(500, 500), name: 'foto' });
    expect(wrongField.json().error.code).toBe('no_file');
    expect(await imagesOf(id)).toEqual(before);
    expect(await storedFiles(id)).toEqual(files);
    expect(await jobsOf(id)).toEqual([]);
  });

  it('answers in English when the admin chose English', async () => {
    const body = multipart([
      { name: 'image', filename: 'x.exe', contentType: 'image/jpeg', data: fakeExe() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/1/images',
      payload: body.payload,
      headers: { origin: ORIGIN, cookie: `${admin.cookie}; lang=en`, 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(409); // product 1 already has its four seed images
    expect(res.json().error.message).toBe(
      'The product already has 4 images: remove one before uploading another.',
    );
  });

  it('holds at most four images, even when uploads arrive together', async () => {
    const id = await newProduct('Budín de limón');
    const jpeg = await photo(500, 500);
    const release = await holdImageLane(ctx.app);
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => upload(id, { data: jpeg })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    expect(await imagesOf(id)).toHaveLength(4);
    // One conversion queued per image, none for the refused uploads (and none has run yet).
    expect(await jobsOf(id)).toHaveLength(4);
    release();
    await ctx.drainJobs();
    // The refused uploads left no files behind: four images, four files each.
    expect(await storedFiles(id)).toHaveLength(16);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.code).toBe('too_many_images');
  });

  it('reorders the images, refusing a list that is not the same images', async () => {
    const id = await newProduct('Tostadas de almendra');
    const jpeg = await photo(500, 500);
    await upload(id, { data: jpeg });
    await upload(id, { data: jpeg });
    const [a, b] = await imagesOf(id);

    const put = (images: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}/images`,
        payload: { images },
        headers: { origin: ORIGIN, cookie: admin.cookie },
      });
    for (const bad of [[a], [a, a], [a, '/images/products/0-1'], [b, a, a], 'x']) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await imagesOf(id)).toEqual([a, b]);

    const res = await put([b, a]);
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual([b, a]);
    expect((await ctx.app.inject({ url: `/api/products/${id}` })).json().images).toEqual([b, a]);
  });

  it('removes an image and its files; the last one takes the product out of the shop', async () => {
    const id = await newProduct('Rosquitas keto de anís');
    const jpeg = await photo(500, 500);
    await upload(id, { data: jpeg });
    await upload(id, { data: jpeg });
    await ctx.drainJobs();
    const [first, second] = await imagesOf(id);
    const remove = (index: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${id}/images/${index}`,
        headers: { origin: ORIGIN, cookie: admin.cookie },
      });

    for (const bad of ['2', '-1', 'x']) expect((await remove(bad)).json().error.code).toBe('image_not_found');
    expect((await remove('0')).json().images).toEqual([second]);
    expect(await storedFiles(id)).toHaveLength(4);
    expect((await ctx.app.inject({ url: `${first}-400.webp` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${second}-400.webp` })).statusCode).toBe(200);

    expect((await remove('0')).json().images).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
    // Nor can it be ordered any more.
    const order = await placeOrder(ctx, customer.cookie, {
      paymentMethod: 'efectivo',
      items: [{ id, quantity: 1 }],
    });
    expect(order.json().error.code).toBe('unknown_product');
  });

  it('removing a seed image keeps the files of the web build', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/products/2/images/3',
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(res.json().images).toEqual([1, 2, 3].map((n) => `/images/products/2-${n}`));
  });

  it('answers 404 for unknown products and for file names it never makes', async () => {
    expect((await upload('99999', { data: await photo(500, 500) })).statusCode).toBe(404);
    for (const url of [
      '/images/uploads/products/1/../../secret-400.webp',
      '/images/uploads/products/1/abc-400.webp',
      '/images/uploads/products/x/y',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('conversion in the background (decision 0017)', () => {
  const VARIANTS = [
    [400, 'avif'],
    [800, 'avif'],
    [400, 'webp'],
    [800, 'webp'],
  ] as const;
  const uuidOf = (base: string) => base.slice(base.lastIndexOf('/') + 1);

  it('answers before the variants exist, serves an 800 px JPEG without metadata at their URLs until the job has made them, then the variants', async () => {
    const id = await newProduct('Chipá de prueba en segundo plano');
    const release = await holdImageLane(ctx.app);
    // A camera's photo: its metadata (here a copyright line, often the place) must not reach the shop.
    const camera = await sharp(await photo(1600, 1200))
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .jpeg()
      .toBuffer();
    const res = await upload(id, { data: camera });
    expect(res.statusCode).toBe(201);
    const [base] = res.json().images as string[];
    const uuid = uuidOf(base!);

    // Answered while the conversion still waits for the lane: only the original and the fallback exist.
    expect(await storedFiles(id)).toEqual([`${uuid}-fallback.jpg`, `${uuid}-original`]);
    expect((await jobsOf(id)).map((j) => j.status)).toEqual(['pending']);
    expect((await ctx.app.inject({ url: `/api/products/${id}` })).json().images).toEqual([base]);
    for (const [width, format] of VARIANTS) {
      const file = await ctx.app.inject({ url: `${base}-${width}.${format}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      // Never kept by a browser, a proxy or the service worker: the variant replaces it.
      expect(file.headers['cache-control']).toBe('no-store');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes('secret-camera-owner')).toBe(false);
    }
    // The original and the fallback are never served under their own names.
    for (const name of [`${uuid}-original`, `${uuid}-fallback.jpg`]) {
      expect((await ctx.app.inject({ url: `/images/uploads/products/${id}/${name}` })).statusCode).toBe(404);
    }

    release();
    await ctx.drainJobs();
    expect(await storedFiles(id)).toEqual(VARIANTS.map(([w, f]) => `${uuid}-${w}.${f}`).sort());
    expect(await jobsOf(id)).toEqual([]);
    for (const [width, format] of VARIANTS) {
      const file = await ctx.app.inject({ url: `${base}-${width}.${format}` });
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('retries a conversion that failed, the fallback served meanwhile', async () => {
    const id = await newProduct('Scones de prueba reintentados');
    const release = await holdImageLane(ctx.app);
    const base = (await upload(id, { data: await photo(900, 900) })).json().images[0] as string;
    const original = path.join(dataDir, 'files', 'products', id, `${uuidOf(base)}-original`);
    // The store does not show the original for a while (an outage, a lagging bucket).
    await rename(original, `${original}.away`);
    release();
    await ctx.drainJobs();

    const [failed] = await jobsOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('not in the storage');
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
    const meanwhile = await ctx.app.inject({ url: `${base}-800.webp` });
    expect([meanwhile.statusCode, meanwhile.headers['content-type']]).toEqual([200, 'image/jpeg']);

    await rename(`${original}.away`, original);
    // The backoff is 30 s: make it due now rather than wait.
    await ctx.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failed!.id));
    await ctx.drainJobs();
    expect(await jobsOf(id)).toEqual([]);
    const served = await ctx.app.inject({ url: `${base}-800.webp` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await storedFiles(id)).toHaveLength(4);
  });

  it('removing an image whose conversion is queued leaves no file and no job behind', async () => {
    const id = await newProduct('Bizcochuelo de prueba quitado');
    const release = await holdImageLane(ctx.app);
    const base = (await upload(id, { data: await photo(500, 500) })).json().images[0] as string;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}/images/0`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(removed.json().images).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
    expect((await ctx.app.inject({ url: `${base}-400.avif` })).statusCode).toBe(404);
    release();
    await ctx.drainJobs();
    expect(await storedFiles(id)).toEqual([]);
    expect(await jobsOf(id)).toEqual([]);
  });

  it("a product deleted while its conversion is queued: the job removes the upload's files and ends", async () => {
    const id = await newProduct('Pan de prueba borrado');
    const release = await holdImageLane(ctx.app);
    expect((await upload(id, { data: await photo(500, 500) })).statusCode).toBe(201);
    expect(await storedFiles(id)).toHaveLength(2);
    await ctx.database.db.delete(products).where(eq(products.id, Number(id)));
    release();
    await ctx.drainJobs();
    expect(await storedFiles(id)).toEqual([]);
    expect(await jobsOf(id)).toEqual([]);
  });

  it('an image removed while its conversion runs: the variants stored after the removal are removed too', async () => {
    const id = await newProduct('Galletas de prueba en carrera');
    const release = await holdImageLane(ctx.app);
    const base = (await upload(id, { data: await photo(500, 500) })).json().images[0] as string;
    // This test runs the job itself, so that the removal lands between its checks.
    const [job] = await jobsOf(id);
    await ctx.database.db.delete(jobs).where(eq(jobs.id, job!.id));
    release();

    const disk = createLocalStorage(path.join(dataDir, 'files'));
    let removal: Promise<unknown> | undefined;
    const racing: FileStorage = {
      ...disk,
      async put(key, bytes, contentType) {
        // The owner removes the image while the first variant is being written.
        removal ??= ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/products/${id}/images/0`,
          headers: { origin: ORIGIN, cookie: admin.cookie },
        });
        await removal;
        await disk.put(key, bytes, contentType);
      },
    };
    const ready: string[] = [];
    const handler = imageVariantsHandler({
      db: ctx.database.db,
      storage: racing,
      onVariantsReady: async (b) => void ready.push(b),
    });
    await handler(job!.payload as { productId: number; uuid: string }, { jobId: job!.id, attempt: 1 });
    expect(removal).toBeDefined();
    expect(await imagesOf(id)).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
    expect(ready).toEqual([]);
    expect((await ctx.app.inject({ url: `${base}-400.avif` })).statusCode).toBe(404);
  });
});
