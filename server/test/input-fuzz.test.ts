/**
 * Regression "fuzz" over EVERY route the app registers: NUL bytes in params,
 * query strings and JSON bodies, and ids that are huge, negative or not integers, must each get a
 * 4xx in the contract's shape `{ error: { code, message, fields? } }` (never a 500), and change
 * nothing stored. Requests are sent signed in as an administrator, so they reach the handlers of
 * the back office too. New routes are covered without touching this file.
 */
import { apiErrorSchema } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInAdmin, placedOrder } from './factories/index.ts';

const routes: { method: string; url: string }[] = [];
let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '1000', RATE_LIMIT_ORDERS_PER_HOUR: '1000' },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    },
  );
  const admin = await signedInAdmin(ctx, 'fuzz_admin');
  cookie = admin.cookie;
  // Something for the id routes to find: an order of the admin's own.
  await placedOrder(ctx, cookie, {
    firstname: 'F',
    lastname: 'Z',
    email: 'fuzz@example.com',
    address: 'X 1',
    phone: '1',
  });
}, 60_000);
afterAll(() => ctx.close());

const SIGN_OUT = '/api/account/sign-out';
/** The routes with sign-out last: a request that got through to it would end the session the others use. */
const ordered = () => [
  ...routes.filter((r) => r.url !== SIGN_OUT),
  ...routes.filter((r) => r.url === SIGN_OUT),
];

/** Fails when the administrator's session is gone, which would have turned the checks into 401s. */
async function expectStillSignedIn() {
  const res = await ctx.app.inject({ url: '/api/session', headers: { cookie } });
  expect(res.json().user?.isAdmin).toBe(true);
}

/** The stored data a rejected request must not change (sessions and rate-limit counters aside), per table. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = [
    'products',
    'deal',
    'orders',
    'order_lines',
    'receipts',
    'reviews',
    'customers',
    'users',
    'order_status_changes',
  ];
  const parts: Record<string, string> = {};
  for (const table of tables) {
    const result = await ctx.database.db.execute(sql.raw(`select * from "${table}" order by 1`));
    parts[table] = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }
  return parts;
}

/** The tables whose rows differ between two snapshots. */
async function changedSince(before: Record<string, string>): Promise<string[]> {
  const after = await snapshot();
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NUL = 'a\u0000b';
/** Huge, negative and non-integer ids, as a path segment. */
const BAD_IDS = ['2147483648', '99999999999999999999999', '-1', '1.5', '1e3'];
const HUGE = 2 ** 31;

/** A JSON body naming the shop's usual fields, each holding `value`. */
function bodyOf(value: unknown) {
  const fields = [
    'username',
    'password',
    'email',
    'code',
    'key',
    'nombre',
    'apellido',
    'direccion',
    'telefono',
    'notas',
    'firstname',
    'lastname',
    'address',
    'phone',
    'addressNotes',
    'text',
    'stars',
    'status',
    'deliveryDate',
    'role',
    'slug',
    'category',
    'titleEs',
    'titleEn',
    'detailsEs',
    'detailsEn',
    'imageAltEs',
    'imageAltEn',
    'priceArs',
    'discountPercent',
    'sortOrder',
    'productId',
    'endsAt',
    'id',
    'quantity',
    'currentPassword',
    'newPassword',
    'confirmPassword',
  ];
  return {
    ...Object.fromEntries(fields.map((f) => [f, value])),
    items: [{ id: value, quantity: value }],
    images: [value],
  };
}

/** The route's path with every `:param` (and `*`) replaced by `value` (already URL-encoded). */
function pathWith(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
}

const hasParams = (url: string) => /[:*]/.test(url);

async function send(method: string, url: string, payload?: unknown) {
  return ctx.app.inject({
    method: method as HTTPMethods,
    url,
    headers: { origin: ORIGIN, cookie, accept: 'application/json' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * better-auth's OAuth return path sends the browser back to the shop's /callback page with an
 * error for a provider or state it does not know; a redirect is the right answer there.
 */
const OAUTH_CALLBACK = '/api/auth/callback/';
const isOauthErrorRedirect = (label: string, res: Awaited<ReturnType<typeof send>>) =>
  label.includes(OAUTH_CALLBACK) && res.statusCode === 302 && String(res.headers.location).includes('error');

/** Checks one answer: a 4xx (or only "not a 5xx" when `anyStatus`) and, for a 4xx, the contract's JSON shape. */
function check(problems: string[], label: string, res: Awaited<ReturnType<typeof send>>, anyStatus = false) {
  const is4xx = res.statusCode >= 400 && res.statusCode < 500;
  if (!is4xx && isOauthErrorRedirect(label, res)) return;
  if (!is4xx && !(anyStatus && res.statusCode < 500)) {
    problems.push(`${label}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (!is4xx) return;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  if (!apiErrorSchema.strict().safeParse(body).success)
    problems.push(`${label}: ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
}

describe('every route refuses bad input with a 4xx in the contract shape', () => {
  it('collected the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'PATCH', url: '/api/admin/products/:id' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/auth/callback/:providerId' });
  });

  it('NUL bytes in params, query strings and JSON bodies', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const { method, url } of ordered()) {
      if (hasParams(url))
        check(problems, `${method} ${url} param`, await send(method, pathWith(url, 'a%00b')));
      const plain = pathWith(url, '1');
      check(problems, `${method} ${url} query`, await send(method, `${plain}?q=a%00b&userId=%00&lang=es`));
      if (WITH_BODY.has(method)) {
        check(problems, `${method} ${url} body`, await send(method, plain, bodyOf(NUL)));
        check(problems, `${method} ${url} nested key`, await send(method, plain, { items: [{ [NUL]: 1 }] }));
      }
    }
    expect(problems).toEqual([]);
    expect(await changedSince(before)).toEqual([]);
    await expectStillSignedIn();
  }, 60_000);

  it('huge, negative and non-integer ids in params', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const { method, url } of ordered().filter((r) => hasParams(r.url))) {
      for (const id of BAD_IDS) {
        // Every param at once, and each alone beside a plausible value for the others.
        const payload = WITH_BODY.has(method) ? {} : undefined;
        check(problems, `${method} ${url} ${id}`, await send(method, pathWith(url, id), payload));
        const names = url.match(/:[A-Za-z0-9_]+/g) ?? [];
        if (names.length > 1) {
          for (const name of names) {
            const one = url.replace(name, id).replace(/:[A-Za-z0-9_]+/g, '0');
            check(problems, `${method} ${one}`, await send(method, one, payload));
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await changedSince(before)).toEqual([]);
    await expectStillSignedIn();
  }, 60_000);

  it('huge numbers in JSON bodies and query strings never give a 5xx', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const { method, url } of routes) {
      // Signing out would end the session the other requests use.
      if (url === SIGN_OUT) continue;
      const plain = pathWith(url, '1');
      if (method === 'GET')
        check(
          problems,
          `${method} ${url} query`,
          await send(method, `${plain}?limit=${HUGE}&offset=${HUGE}&id=${HUGE}&productId=${HUGE}`),
          true,
        );
      // DELETE is left out: with a plausible id it would rightly delete something.
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        for (const value of [HUGE, 1e308, -1.5, '99999999999999999999999']) {
          check(problems, `${method} ${url} body ${value}`, await send(method, plain, bodyOf(value)), true);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await changedSince(before)).toEqual([]);
    await expectStillSignedIn();
  }, 60_000);
});
