/**
 * /cart, /wishlist and /checkout rendered by the server from the cookies mirroring the browser's
 * cart and wishlist (docs/decisions/0040-cart-pages-rendered-by-the-server.md,
 * 0041-checkout-rendered-by-the-server.md): what a returning shopper gets
 * in the first HTML, what is never trusted (prices) or cached, and what a bad cookie does (nothing:
 * the page's shell, never a 5xx).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArs } from '@shop/domain';
import { APP_SHELL_URL } from '../../web/src/sw/app-shell.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { webBuild } from './web-build.ts';

let dist = '';
let ctx: TestContext;
interface Item {
  id: string;
  title: string;
  price: number;
}
let products: Item[] = [];
beforeAll(async () => {
  dist = (await webBuild()).dist;
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
  const res = await ctx.app.inject({ url: '/api/products?limit=3&lang=es' });
  products = (res.json() as { items: Item[] }).items;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (app: TestContext, url: string, cookie?: string) =>
  app.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** `s` (already HTML-escaped) as a literal in a RegExp. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
function payloadKeys(html: string): string[] {
  const json = /<script id="ssr-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const queries = json
    ? (JSON.parse(json) as { queries: { queries: { queryKey: unknown[] }[] } })
    : undefined;
  return queries?.queries.queries.map((q) => JSON.stringify(q.queryKey)) ?? [];
}
/** The two mirror cookies as the browser's stores write them (domain/src/shopper-cookies.ts). */
const mirror = (cart: string, wishlist: string) => `cart_lines=${cart}; wishlist_ids=${wishlist}`;
/** The page was sent as its skeleton (no shopper data, no hydration payload). */
function expectShell(html: string, label: string) {
  expect(rootOf(html), label).toMatch(/^<div inert="" data-shell="">/);
  expect(html, label).not.toContain('id="ssr-data"');
}

describe('a returning shopper', () => {
  it("gets /cart with the lines, their totals and the cart's total in the server's HTML, priced from the catalogue", async () => {
    const [a, b] = products as [Item, Item];
    const res = await page(ctx, '/cart', mirror(`${a.id}-2.${b.id}-1`, ''));
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const root = rootOf(html);
    expect(root).not.toContain('data-shell');
    expect(root).not.toContain('data-page-skeleton');
    expect(root).toMatch(/<h1[^>]*>Mi Carrito<\/h1>/);
    for (const item of [a, b]) expect(root).toContain(`>${esc(item.title)}</a>`);
    // Line totals and the cart's total, in the page's language and money format.
    expect(root).toContain(esc(formatArs(a.price * 2, 'es')));
    expect(root).toMatch(
      new RegExp(`data-testid="cart-total"[^>]*>${literal(esc(formatArs(a.price * 2 + b.price, 'es')))}<`),
    );
    // The header's badge counts the rendered cart's units from the first paint.
    expect(root).toContain('aria-label="Mi carrito, 3 productos"');
    // Hydrated in the browser from the same lines (features/cart/rendered-cart.ts).
    expect(payloadKeys(html)).toEqual(
      expect.arrayContaining(['["rendered-lists","cart"]', '["rendered-lists","wishlist"]']),
    );
    // The shopper's own page: kept by no shared cache, nor the service worker.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
    // Static CSS only (decision 0030): no style computed by emotion for this request.
    expect(html).not.toMatch(/data-emotion|data-ssr-css|class="[^"]*\bcss-/);
  });

  it('gets the lines in English with the lang cookie, and only products the catalogue lists', async () => {
    const [a] = products as [Item];
    const english = (await ctx.app.inject({ url: `/api/products/${a.id}?lang=en` })).json() as Item;
    const res = await page(ctx, '/cart', `lang=en; ${mirror(`999999-5.${a.id}-1`, '')}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>My Cart<\/h1>/);
    expect(root).toContain(`>${esc(english.title)}</a>`);
    // The unknown product is left out: one line, one unit.
    expect(root).toContain('aria-label="My cart, 1 item"');
    expect(root).toMatch(
      new RegExp(`data-testid="cart-total"[^>]*>${literal(esc(formatArs(a.price, 'en')))}<`),
    );
  });

  it('gets an empty cart as empty, not as a skeleton', async () => {
    const res = await page(ctx, '/cart', mirror('', ''));
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('No hay productos en Mi Carrito.');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gets /wishlist with the saved products, the count and the recommendations', async () => {
    const [a, b, c] = products as [Item, Item, Item];
    const res = await page(ctx, '/wishlist', mirror(`${c.id}-1`, `${a.id}.${b.id}`));
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).not.toContain('data-shell');
    expect(root).toMatch(/<h1[^>]*>Lista de deseos \(2\)<\/h1>/);
    for (const item of [a, b]) expect(root).toContain(esc(item.title));
    expect(root).toContain('Solo para vos');
    expect(root).toContain('aria-label="Lista de deseos, 2 productos"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toMatch(/data-emotion|data-ssr-css|class="[^"]*\bcss-/);
  });
});

describe("a returning shopper's /checkout", () => {
  it("has the order summary (lines, subtotal, total) and the form in the server's HTML, sent to nobody else", async () => {
    const [a, b] = products as [Item, Item];
    const res = await page(ctx, '/checkout', mirror(`${a.id}-2.${b.id}-1`, ''));
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const root = rootOf(html);
    expect(root).not.toContain('data-shell');
    expect(root).not.toContain('data-page-skeleton');
    expect(root).toMatch(/<h1[^>]*>Finalizar pedido<\/h1>/);
    expect(root).toContain('id="order-summary-title"');
    // Each line with its quantity and line total, then the subtotal and the total to pay (no
    // delivery chosen yet: the total is the products').
    expect(root).toContain(esc(a.title));
    expect(root).toContain(esc(b.title));
    expect(root).toContain('× <!-- -->2');
    expect(root).toContain(esc(formatArs(a.price * 2, 'es')));
    const total = literal(esc(formatArs(a.price * 2 + b.price, 'es')));
    expect(root).toMatch(new RegExp(`>Subtotal</p><p[^>]*>${total}<`));
    expect(root).toMatch(new RegExp(`data-testid="checkout-total"[^>]*>${total}<`));
    // The form is there, blank (the tab's saved details come after hydration).
    for (const name of ['nombre', 'apellido', 'direccion', 'telefono', 'email', 'notas', 'taxId'])
      expect(root, name).toMatch(new RegExp(`<(input|textarea)[^>]*name="${name}"`));
    expect(root).not.toMatch(/name="nombre"[^>]*value="[^"]/);
    // The session is unknown on the server: neither the guest's prompt nor the signed-in options.
    expect(root).not.toContain('Iniciá sesión para confirmar en la web.');
    expect(root).not.toContain('Guardar estos datos');
    expect(root).not.toContain('Avisame si me olvido algo');
    expect(payloadKeys(html)).toContain('["rendered-lists","cart"]');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
  });

  it('is in English with the lang cookie', async () => {
    const [a] = products as [Item];
    const english = (await ctx.app.inject({ url: `/api/products/${a.id}?lang=en` })).json() as Item;
    const res = await page(ctx, '/checkout', `lang=en; ${mirror(`${a.id}-3`, '')}`);
    const root = rootOf(res.body);
    expect(root).toContain(esc(english.title));
    expect(root).toMatch(
      new RegExp(`data-testid="checkout-total"[^>]*>${literal(esc(formatArs(a.price * 3, 'en')))}<`),
    );
    expect(root).toContain('Order summary');
  });

  it('is sent compressed when the browser accepts it (brotli, else gzip)', async () => {
    const [a, b] = products as [Item, Item];
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        url: '/checkout',
        headers: {
          accept: 'text/html',
          'accept-encoding': accept,
          cookie: mirror(`${a.id}-2.${b.id}-1`, ''),
        },
      });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/\bAccept-Encoding\b/i);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const html = decode(res.rawPayload).toString('utf8');
      expect(rootOf(html)).toMatch(
        new RegExp(
          `data-testid="checkout-total"[^>]*>${literal(esc(formatArs(a.price * 2 + b.price, 'es')))}<`,
        ),
      );
    }
  });

  it('is the empty state for a cart known to be empty', async () => {
    const res = await page(ctx, '/checkout', mirror('', ''));
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('Tu carrito está vacío: agregá productos para hacer un pedido.');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the mirror cookies', () => {
  it.each([
    ['no cookies', undefined],
    ['the cart cookie alone', 'cart_lines=1-1'],
    ['a price smuggled into a line', mirror('1-1-10', '')],
    ['a quantity of 0', mirror('1-0', '')],
    ['a quantity over 99', mirror('1-100', '')],
    ['a product twice', mirror('1-1.1-2', '')],
    ['JSON', `cart_lines=${encodeURIComponent('[{"id":"1","quantity":1}]')}; wishlist_ids=`],
    ['a value of 5000 characters', mirror(`${'1'.repeat(4998)}-1`, '')],
    ['too many lines', mirror(Array.from({ length: 51 }, (_, i) => `${i + 1}-1`).join('.'), '')],
    ['a broken percent-encoding', 'cart_lines=%E0%A4%A; wishlist_ids=%'],
    ['a script', mirror(encodeURIComponent('<script>alert(1)</script>'), '')],
  ])('with %s give the shell of /cart, /wishlist and /checkout, never an error', async (label, cookie) => {
    for (const url of ['/cart', '/wishlist', '/checkout']) {
      const res = await page(ctx, url, cookie);
      expect(res.statusCode, `${url}: ${label}`).toBe(200);
      expectShell(res.body, `${url}: ${label}`);
      expect(res.body).not.toContain('alert(1)');
    }
  });

  it('are read on the shopper pages only: every other page is the same for everyone', async () => {
    const [a] = products as [Item];
    const cookie = mirror(`${a.id}-4`, `${a.id}`);
    for (const url of ['/', '/allProducts', '/contact']) {
      const res = await page(ctx, url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(rootOf(res.body), url).not.toContain('Mi carrito, 4 productos');
      expect(
        payloadKeys(res.body).filter((key) => key.includes('rendered-lists')),
        url,
      ).toEqual([]);
    }
  });

  it("leave the service worker's offline app shell unrendered", async () => {
    const [a] = products as [Item];
    const res = await page(ctx, APP_SHELL_URL, mirror(`${a.id}-1`, `${a.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="ssr-data"');
    expect(res.body).not.toContain(esc(a.title));
  });
});

describe('with the page cache on', () => {
  it("never keeps a shopper's page nor serves it to anyone else", async () => {
    const cached = await createTestApp({ WEB_DIST_DIR: dist, CATALOG_CACHE_TTL_MS: '600000' });
    try {
      const [a, b] = products as [Item, Item];
      const first = await page(cached, '/cart', mirror(`${a.id}-1`, ''));
      const second = await page(cached, '/cart', mirror(`${b.id}-1`, ''));
      const nobody = await page(cached, '/cart');
      expect(rootOf(first.body)).toContain(esc(a.title));
      expect(rootOf(first.body)).not.toContain(esc(b.title));
      expect(rootOf(second.body)).toContain(esc(b.title));
      expect(rootOf(second.body)).not.toContain(esc(a.title));
      expectShell(nobody.body, 'no cookies after two shoppers');
      expect(nobody.body).not.toContain(esc(a.title));
      expect(nobody.body).not.toContain(esc(b.title));
      // A shell cached first is not what a returning shopper then gets.
      const later = await page(cached, '/cart', mirror(`${a.id}-1`, ''));
      expect(rootOf(later.body)).toContain(esc(a.title));
      // The same for /checkout.
      const checkout = await page(cached, '/checkout', mirror(`${a.id}-1`, ''));
      const other = await page(cached, '/checkout', mirror(`${b.id}-1`, ''));
      const guest = await page(cached, '/checkout');
      expect(rootOf(checkout.body)).toContain(esc(a.title));
      expect(rootOf(other.body)).toContain(esc(b.title));
      expect(rootOf(other.body)).not.toContain(esc(a.title));
      expectShell(guest.body, '/checkout without cookies after two shoppers');
      expect(guest.body).not.toContain(esc(a.title));
    } finally {
      await cached.close();
    }
  }, 60_000);
});
