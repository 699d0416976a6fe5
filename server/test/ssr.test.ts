/**
 * Server rendering of pages (web/src/entry-server.tsx through the web-app plugin), on the run's
 * production build of the web app and its server renderer (web-build.ts: `npm test`'s build, or
 * one made for the test when run on its own, so it runs on a clean clone too).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArs, HOME_PRODUCTS } from '@shop/domain';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { webBuild } from './web-build.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'web');
let outDir = '';
let dist = '';
let ctx: TestContext;
beforeAll(async () => {
  const built = await webBuild();
  dist = built.dist;
  outDir = path.dirname(built.distSsr);
  ctx = await createTestApp({ WEB_DIST_DIR: dist, SHOP_WHATSAPP: '5493871234567' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

async function titles(lang: 'es' | 'en', query = 'limit=8'): Promise<string[]> {
  const res = await ctx.app.inject({ url: `/api/products?${query}&lang=${lang}` });
  return (res.json() as { items: { title: string }[] }).items.map((p) => p.title);
}

/** The JSON payload the page hands to the browser for hydration. */
function payload(html: string): {
  lang: string;
  renderedAt: number;
  queries: { queries: { queryKey: unknown[] }[] };
} {
  const match = /<script id="ssr-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(match, 'the page carries the #ssr-data payload').not.toBeNull();
  return JSON.parse(match![1]!);
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('server-rendered pages', () => {
  it('renders the home page with the products, its static stylesheet and the dehydrated queries', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="es"');
    for (const title of await titles('es')) expect(html).toContain(esc(title));
    // The home page loads no MUI (decision 0030): styled by the static stylesheet alone, with no
    // style element of emotion's and no emotion class anywhere.
    expect(html).not.toContain('data-ssr-css');
    expect(html).not.toMatch(/class="[^"]*\bcss-[a-z0-9]+/);
    expect(html).not.toContain('data-emotion');
    // Rendered with the production builds (vite.config.ts): no development labels in the class
    // names, so the browser computes the same names and inserts no style twice when hydrating.
    expect(html).not.toMatch(/class="[^"]*css-[a-z0-9]+-Mui/);
    // The shell and the product cards are styled by the static stylesheet linked in <head>
    // (CSS Modules, decision 0025): no emotion class on the header, the footer or a card.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">[\s\S]*<\/head>/);
    for (const tag of ['header', 'footer']) {
      const element = new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
      expect(element, tag).not.toBe('');
      expect(element, tag).not.toMatch(/\bcss-[a-z0-9]+/);
    }
    const card = /<div class="[^"]*" data-card="">[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    expect(card).not.toBe('');
    expect(card).not.toMatch(/\bcss-[a-z0-9]+/);
    // The start-up spinner is replaced by the page.
    expect(html).not.toContain('class="boot"');
    expect(html).toMatch(/<main[^>]*id="main"/);
    // Every product card is a hydration region of its own (React's Suspense markers, which let the
    // browser hydrate it apart: web/src/components/hydration-region.tsx, decision 0015).
    // A new shop has sold nothing, so only "Nuestros productos" shows cards.
    const cards = html.match(/<li><!--\$-->/g) ?? [];
    expect(cards).toHaveLength(HOME_PRODUCTS);
    const keys = payload(html).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["deal","es"]',
        '["products","home",8,"es"]',
        '["products","bestselling",4,"es"]',
      ]),
    );
    // No inline executable script (the CSP forbids them): only JSON and module files.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
    // The deal image, the page's first high-priority image, is preloaded.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
  });

  it('renders a product page with its title, related products and the product query', async () => {
    const product = (await ctx.app.inject({ url: '/api/products/pan-keto-de-semillas?lang=es' })).json() as {
      title: string;
      images: string[];
    };
    const res = await page('/allProducts/pan-keto-de-semillas');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1 class="[^"]+">/);
    expect(res.body).toContain(esc(product.title));
    expect(res.body).toContain(`<title>${esc(product.title)} · Panadería Keto</title>`);
    expect(res.body).toContain(`${product.images[0]}-400.avif 400w`);
    const keys = payload(res.body).queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain('["product","pan-keto-de-semillas","es"]');
    // The product page loads no MUI (decision 0030): gallery, details, purchase controls, facts
    // and related cards are styled by the static stylesheet alone.
    expect(res.body).not.toContain('data-ssr-css');
    expect(res.body).not.toMatch(/class="[^"]*\bcss-[a-z0-9]+/);
    expect(res.body).not.toContain('data-emotion');
    expect(res.body).toContain('data-testid="product-facts"');
    // The app's code loads after the first paint (web/src/main.tsx): only the tiny entry is in the page.
    expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it('styles every page it renders for everyone with the static stylesheet alone: no emotion style or class', async () => {
    // Since /privacy and /terms moved to CSS Modules (decision 0030) none of these pages draws
    // with MUI; nor does a returning shopper's /checkout (below).
    const samples: Record<string, string> = {
      '/allProducts/:slug': '/allProducts/pan-keto-de-semillas',
      '/category': '/category?selected=Dulces',
    };
    const rendered = JSON.parse(
      readFileSync(path.join(outDir, 'dist-ssr', 'rendered-paths.json'), 'utf8'),
    ) as string[];
    expect(rendered).toEqual(expect.arrayContaining(['/about', '/privacy', '/terms']));
    for (const url of ['/', ...rendered.map((p) => samples[p] ?? p)])
      for (const lang of ['es', 'en']) {
        const res = await page(url, `lang=${lang}`);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} ${lang}`).toMatch(
          /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/,
        );
        expect(res.body, `${url} ${lang}`).not.toContain('data-ssr-css');
        expect(res.body, `${url} ${lang}`).not.toContain('data-emotion');
        expect(res.body, `${url} ${lang}`).not.toMatch(/class="[^"]*\bcss-[a-z0-9]+/);
      }
  });

  it("styles a returning shopper's /checkout with the static stylesheet alone: no emotion style or class", async () => {
    const [product] = (
      (await ctx.app.inject({ url: '/api/products?limit=1' })).json() as { items: { id: string }[] }
    ).items;
    // The cart's mirror cookie (decision 0041) has the server render the page.
    const res = await page('/checkout', `cart_lines=${product!.id}-1; wishlist_ids=`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-data"');
    expect(res.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(res.body).not.toContain('data-ssr-css');
    expect(res.body).not.toContain('data-emotion');
    expect(res.body).not.toMatch(/class="[^"]*\bcss-[a-z0-9]+/);
  });

  it('renders /allProducts with the first page of products', async () => {
    const res = await page('/allProducts');
    expect(res.statusCode).toBe(200);
    for (const title of await titles('es', 'limit=10')) expect(res.body).toContain(esc(title));
    expect(res.body).toContain('Cargar más');
  });

  it("loads only the first card's image of /allProducts eagerly with high priority", async () => {
    // A second one shared a slow link with the stylesheet the first paint waits for (ProductGrid).
    const images = (await page('/allProducts')).body.match(/<img [^>]*>/g) ?? [];
    const cardImages = images.filter((img) => img.includes('/images/products/'));
    expect(cardImages.length).toBeGreaterThan(2);
    expect(cardImages[0]).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    for (const img of cardImages.slice(1)) expect(img).toMatch(/loading="lazy"[^>]*fetchPriority="auto"/);
  });

  it('renders in the language of the "lang" cookie', async () => {
    const res = await page('/', 'lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.headers.vary).toMatch(/cookie/i);
    for (const title of await titles('en')) expect(res.body).toContain(esc(title));
    expect(payload(res.body).lang).toBe('en');
  });

  it('answers an unknown page or product with a 404 status and the rendered 404 view', async () => {
    for (const url of ['/no-such-page', '/allProducts/producto-que-no-existe']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Página no encontrada');
      expect(res.body).toContain('data-testid="not-found-countdown"');
      // The 404 view is static CSS too (decision 0030).
      expect(res.body, url).not.toContain('data-ssr-css');
    }
  });

  it('sends browser-rendered pages as shells: header, footer, title and skeleton, no payload, no personal data', async () => {
    const shells = [
      ['/cart', 'cart', 'Mi Carrito'],
      ['/wishlist', 'list', undefined],
      ['/checkout', 'checkout', 'Finalizar pedido'],
      ['/contact', 'form', 'Contacto'],
      ['/login', 'form', 'Ingresar'],
      ['/signup', 'form', 'Crear cuenta'],
      ['/account', 'account', 'Mi cuenta'],
      ['/orders', 'account', 'Mis pedidos'],
    ] as const;
    for (const [url, kind, heading] of shells) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      const root = /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
      // The layout around the page, as on any server-rendered page.
      expect(root, url).toMatch(/<header[\s>]/);
      expect(root, url).toMatch(/<footer[\s>]/);
      expect(root, url).toContain('href="#main"');
      // Inert until the app replaces it: its buttons have no handlers yet.
      expect(root, url).toMatch(/^<div inert="" data-shell="">/);
      // The page's skeleton where the page goes, announced as loading: static CSS, no MUI (decision 0030).
      expect(root, url).toContain(`data-page-skeleton="${kind}"`);
      expect(root, url).toContain('role="status"');
      expect(root, url).not.toContain('Mui');
      expect(html, url).not.toContain('data-ssr-css');
      if (heading) expect(root, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(root, url).not.toContain('class="boot"');
      // Styled from the first byte (the static stylesheet), with the page's own title.
      expect(html, url).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      // Not hydrated: the app renders the page afresh over it, at once (chunks fetched with the entry).
      expect(html, url).not.toContain('id="ssr-data"');
      expect(html, url).toContain('<script id="shop-config" type="application/json">');
      expect(html, url).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/client-[^"]+\.js">/);
    }
    const english = await page('/cart', 'lang=en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toMatch(/<h1[^>]*>My Cart<\/h1>/);
  });

  it('renders the same public shell for a signed-in shopper: no name, no account menu', async () => {
    const { cookie } = await signedInCustomer(ctx, 'rosaura_shellcheck');
    for (const url of ['/account', '/orders', '/cart']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html', cookie, origin: ORIGIN } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-page-skeleton=');
      expect(res.body, url).not.toContain('rosaura_shellcheck');
    }
  });
});

describe('the route table', () => {
  const notFoundTitle = (
    JSON.parse(readFileSync(path.join(webDir, 'src/locales/es/common.json'), 'utf8')) as {
      notFound: { title: string };
    }
  ).notFound.title;
  const declarations = async () => {
    const renderer = (await import(pathToFileURL(path.join(outDir, 'dist-ssr', 'entry-server.js')).href)) as {
      pageDeclarations(): Promise<
        { path: string; ssr: boolean; shopper: boolean; head: boolean; loader: boolean }[]
      >;
    };
    return renderer.pageDeclarations();
  };
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  /** A URL of the route: parameters filled with a value the page accepts. */
  const urlOf = (pattern: string, slug: string) =>
    pattern
      .replace('/:slug', `/${slug}`)
      .replace(/\/:\w+\?$/, '')
      .replace(/:\w+/g, '1');

  it('gives every page a head, and a loader only to pages the server renders (it runs no other)', async () => {
    const pages = await declarations();
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((p) => !p.head).map((p) => p.path)).toEqual([]);
    expect(pages.filter((p) => p.loader && !p.ssr && !p.shopper).map((p) => p.path)).toEqual([]);
    // The pages rendered from the shopper's mirrored lists (decisions 0040, 0041) have a loader to do it with.
    expect(pages.filter((p) => p.shopper).map((p) => [p.path, p.loader, p.ssr])).toEqual([
      ['/cart', true, false],
      ['/wishlist', true, false],
      ['/checkout', true, false],
    ]);
    // The server routes its rendered pages from the same table (dist-ssr/rendered-paths.json).
    const rendered = JSON.parse(readFileSync(path.join(outDir, 'dist-ssr', 'rendered-paths.json'), 'utf8'));
    expect(rendered).toEqual(
      pages.filter((p) => p.ssr && p.path !== '/' && p.path !== '/*').map((p) => p.path),
    );
  });

  it("answers every page with 200 and its own title, not the 404's; a page's loader fills its queries", async () => {
    const slug = (
      (await ctx.app.inject({ url: '/api/products?limit=1' })).json() as { items: { slug: string }[] }
    ).items[0]!.slug;
    for (const declared of await declarations()) {
      if (declared.path === '/*') continue;
      const res = await page(urlOf(declared.path, slug));
      expect(res.statusCode, declared.path).toBe(200);
      expect(titleOf(res.body), declared.path).not.toContain(notFoundTitle);
      // (A shopper page asked without the mirror cookies is its shell: server/test/shopper-pages.test.ts.)
      if (declared.loader && declared.ssr)
        expect(payload(res.body).queries.queries.length, declared.path).toBeGreaterThan(1);
    }
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toContain(notFoundTitle);
  }, 60_000);
});

describe('rendered page cache', () => {
  // Starts its own app (PGlite, migrations, seed), which like the hooks can take more than
  // Vitest's default 5 s on a busy machine.
  it('reuses a rendered page for the same URL and language within the catalogue TTL', async () => {
    const cached = await createTestApp({ WEB_DIST_DIR: dist, CATALOG_CACHE_TTL_MS: '60000' });
    try {
      const get = (cookie?: string) =>
        cached.app.inject({ url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      const first = payload((await get()).body);
      const again = payload((await get()).body);
      expect(again.renderedAt).toBe(first.renderedAt);
      const english = payload((await get('lang=en')).body);
      expect(english.lang).toBe('en');
    } finally {
      await cached.close();
    }
  }, 60_000);

  it('drops cached pages when the back office changes the catalogue', async () => {
    const cached = await createTestApp({
      WEB_DIST_DIR: dist,
      CATALOG_CACHE_TTL_MS: '600000',
      RATE_LIMIT_PER_IP: '1000',
    });
    try {
      const admin = await signedInAdmin(cached, 'ssr_admin');
      const get = () => cached.app.inject({ url: '/allProducts/3', headers: { accept: 'text/html' } });
      const before = await get();
      expect(payload(before.body).renderedAt).toBe(payload((await get()).body).renderedAt);
      const patched = await cached.app.inject({
        method: 'PATCH',
        url: '/api/admin/products/3',
        payload: { priceArs: 98765 },
        headers: { origin: ORIGIN, cookie: admin.cookie },
      });
      expect(patched.statusCode).toBe(200);
      const after = await get();
      expect(payload(after.body).renderedAt).not.toBe(payload(before.body).renderedAt);
      expect(after.body).toContain(esc(formatArs(98765, 'es')));
      expect(before.body).not.toContain(esc(formatArs(98765, 'es')));
    } finally {
      await cached.close();
    }
  }, 60_000);

  it('renders every request anew when the TTL is 0', async () => {
    const first = payload((await page('/')).body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = payload((await page('/')).body);
    expect(again.renderedAt).not.toBe(first.renderedAt);
  });
});
