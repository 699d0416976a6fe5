/**
 * The requests that got a 500 (or Fastify's and Node's own error bodies) now
 * get a 4xx in the contract's shape and change nothing: NUL bytes in text fields, ids past
 * PostgreSQL's integer, bad percent-encoding and malformed HTTP.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deal, orders, products, receipts, reviews, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import {
  signedInCustomer,
  signedInAdmin,
  type SignedInCustomer,
  insertOrder,
  orderBody,
} from './factories/index.ts';
import { tinyPng, uploadReceipt } from './receipts-support.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let customer: SignedInCustomer;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '1000' });
  admin = await signedInAdmin(ctx, 'hard_admin');
  customer = await signedInCustomer(ctx, 'hard_customer');
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(
  method: Method,
  url: string,
  payload?: object,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
  });
}

const NUL = 'a\u0000b';
const profile = {
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@example.com',
  direccion: 'Caseros 1',
  telefono: '387',
  notas: '',
};
const order = orderBody();
const product = {
  category: 'dulces',
  priceArs: 3200,
  titleEs: 'Alfajor keto',
  titleEn: 'Keto alfajor',
  detailsEs: 'Detalle',
  detailsEn: 'Details',
  imageAltEs: 'Alfajor',
  imageAltEn: 'Alfajor',
};

async function stored() {
  const db = ctx.database.db;
  return JSON.stringify([
    await db.select().from(products).orderBy(products.id),
    await db.select().from(deal),
    await db.select().from(orders),
    await db.select().from(customers),
    await db.select().from(reviews),
    await db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .orderBy(users.id),
  ]);
}

describe('NUL bytes in any text field', () => {
  it('answer 400 invalid_input in the contract shape and store nothing, on every kind of route', async () => {
    const before = await stored();
    const cases: [Method, string, object | undefined, string | undefined][] = [
      ['POST', '/api/account/sign-in', { username: NUL, password: 'clave-segura-1' }, undefined],
      ['POST', '/api/account/sign-in', { username: 'hard_customer', password: NUL }, undefined],
      [
        'POST',
        '/api/account/sign-up',
        { username: 'nul_user', password: `clave${NUL}segura`, email: 'nul@example.com' },
        undefined,
      ],
      ['POST', '/api/cliente', { ...profile, nombre: NUL }, customer.cookie],
      ['POST', '/api/cliente', { ...profile, notas: NUL }, customer.cookie],
      ['POST', '/api/pedido', { ...order, addressNotes: NUL }, customer.cookie],
      ['POST', '/api/pedido', { ...order, firstname: NUL }, customer.cookie],
      ['POST', '/api/products/3/reviews', { stars: 5, text: NUL }, customer.cookie],
      ['POST', '/api/access', { key: NUL }, undefined],
      ['GET', '/api/admin/orders?q=a%00b', undefined, admin.cookie],
      ['GET', '/api/admin/orders?userId=a%00b', undefined, admin.cookie],
      ['GET', '/api/admin/customers?q=a%00b', undefined, admin.cookie],
      ['POST', '/api/admin/products', { ...product, titleEs: NUL }, admin.cookie],
      ['PATCH', '/api/admin/products/3', { detailsEn: NUL }, admin.cookie],
      ['PUT', '/api/admin/products/3/images', { images: [NUL] }, admin.cookie],
      ['POST', `/api/admin/users/${customer.user.id}%00/role`, { role: 'admin' }, admin.cookie],
      ['POST', `/api/admin/users/${customer.user.id}/role`, { role: 'admin', [NUL]: true }, admin.cookie],
      ['GET', '/api/products/a%00b', undefined, undefined],
      ['GET', '/api/products?category=a%00b', undefined, undefined],
      ['GET', '/api/auth/callback/google?code=a%00b&state=x', undefined, undefined],
    ];
    for (const [method, url, payload, cookie] of cases) {
      const res = await send(method, url, payload, cookie);
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({
        error: { code: 'invalid_input', message: 'La solicitud contiene un carácter no permitido (NUL).' },
      });
    }
    expect(await stored()).toBe(before);
  });

  it('in the file name of an upload too (multipart is read by the route, after the hook)', async () => {
    const orderId = await insertOrder(ctx, { userId: customer.user.id });
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'pago\u0000.png', contentType: 'image/png', data: tinyPng() }],
      customer.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.orderId, orderId))).toEqual([]);
  });

  it('says so in English for an English request', async () => {
    const res = await send('POST', '/api/cliente', { ...profile, nombre: NUL }, customer.cookie, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request contains a character that is not allowed (NUL).');
  });

  it('finds a NUL however deep the JSON nests', async () => {
    const depth = 5000;
    const payload = `{"nombre":"Ana","extra":${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cliente',
      payload,
      headers: { origin: ORIGIN, cookie: customer.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });
});

describe('ids past PostgreSQL integer, negative or not integers', () => {
  it('answer 404 on the admin product, image and public product routes, changing nothing', async () => {
    const before = await stored();
    for (const id of [
      '2147483648',
      '9223372036854775808',
      '99999999999999999999',
      '-1',
      '1.5',
      '1e3',
      '%2B1',
      '%201',
    ]) {
      const cases: [Method, string, object | undefined, string | undefined, string][] = [
        ['PATCH', `/api/admin/products/${id}`, { priceArs: 5 }, admin.cookie, 'product_not_found'],
        ['POST', `/api/admin/products/${id}/images`, {}, admin.cookie, 'product_not_found'],
        ['DELETE', `/api/admin/products/${id}/images/0`, undefined, admin.cookie, 'product_not_found'],
        [
          'PUT',
          `/api/admin/products/${id}/images`,
          { images: ['/images/products/1-1'] },
          admin.cookie,
          'product_not_found',
        ],
        ['GET', `/api/products/${id}`, undefined, undefined, 'product_not_found'],
        ['GET', `/api/products/${id}/reviews`, undefined, undefined, 'product_not_found'],
        [
          'POST',
          `/api/products/${id}/reviews`,
          { stars: 5, text: 'Rico' },
          customer.cookie,
          'product_not_found',
        ],
        ['GET', `/images/uploads/products/${id}/x.avif`, undefined, undefined, 'not_found'],
      ];
      for (const [method, url, payload, cookie, code] of cases) {
        const res = await send(method, url, payload, cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(apiErrorSchema.parse(res.json()).error.code, `${method} ${url}`).toBe(code);
      }
    }
    expect(await stored()).toBe(before);
  });

  it('answer 400 in bodies: the deal product and order lines', async () => {
    const before = await stored();
    for (const productId of [2 ** 31, 2 ** 53, -1, 1.5]) {
      const res = await send('PUT', '/api/admin/deal', { productId, endsAt: null }, admin.cookie);
      expect(res.statusCode, String(productId)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { productId: 'validation.unknownProduct' },
      });
    }
    for (const id of [2 ** 31, '2147483648', -1, 1.5]) {
      const res = await send(
        'POST',
        '/api/pedido',
        { ...order, items: [{ id, quantity: 1 }] },
        customer.cookie,
      );
      expect(res.statusCode, String(id)).toBe(400);
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
    }
    expect(await stored()).toBe(before);
  });
});

describe('dates JS and PostgreSQL do not share', () => {
  it('answer 400 for the deal end, a delivery date and the order filters, changing nothing', async () => {
    const placed = await send('POST', '/api/pedido', order, customer.cookie);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().pedido.id as string;
    const before = await stored();
    for (const date of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-03:00',
      '1969-12-31T23:59:59Z',
    ]) {
      const results = [
        await send('PUT', '/api/admin/deal', { productId: 1, endsAt: date }, admin.cookie),
        await send(
          'POST',
          `/api/admin/orders/${orderId}/status`,
          { status: 'en_camino', deliveryDate: date },
          admin.cookie,
        ),
        await send('GET', `/api/admin/orders?from=${encodeURIComponent(date)}`, undefined, admin.cookie),
        await send('GET', `/api/admin/orders?to=${encodeURIComponent(date)}`, undefined, admin.cookie),
      ];
      for (const res of results) {
        expect(res.statusCode, `${date} ${res.body}`).toBe(400);
        expect(apiErrorSchema.parse(res.json()).error.code).toBe('invalid_input');
      }
    }
    expect(await stored()).toBe(before);
  });
});

describe('bad URLs and malformed HTTP answer in the contract shape', () => {
  it('bad percent-encoding: 400 bad_url, in the request language', async () => {
    for (const url of ['/api/products/%E0%A4%A', '/api/admin/orders/%E0%A4%A', '/api/products/%']) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'bad_url', message: 'La dirección pedida no es válida.' },
      });
    }
    const en = await send('GET', '/api/products/%E0%A4%A', undefined, undefined, { 'accept-language': 'en' });
    expect(en.json().error.message).toBe('The requested address is not valid.');
  });

  it('a path parameter over 200 characters: 414 uri_too_long', async () => {
    const res = await send('GET', `/api/products/${'x'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: 'uri_too_long', message: 'La dirección pedida es demasiado larga.' },
    });
  });

  it("malformed requests on the wire get the contract's JSON, not Node's", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    /** Sends raw bytes and returns the whole answer once the server closes the connection. */
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const parse = (answer: string) => {
      const [head, body] = answer.split('\r\n\r\n');
      return {
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r]+)/i.exec(head)?.[1],
        body: JSON.parse(body) as unknown,
      };
    };

    const badHeader = parse(
      await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nThis is not a header\r\n\r\n'),
    );
    expect(badHeader.status).toBe(400);
    expect(badHeader.type).toMatch(/^application\/json/);
    expect(badHeader.body).toEqual({ error: { code: 'bad_request', message: 'Solicitud inválida' } });

    const badLine = parse(await raw('NOT A REQUEST\r\n\r\n'));
    expect(badLine.status).toBe(400);
    expect(apiErrorSchema.parse(badLine.body).error.code).toBe('bad_request');

    const hugeHeaders = parse(
      await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(hugeHeaders.status).toBe(431);
    expect(hugeHeaders.body).toEqual({
      error: { code: 'headers_too_large', message: 'Los encabezados de la solicitud son demasiado grandes.' },
    });
  });
});
