import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';
import { apiProducts } from '../support/shop.ts';

// The server renders with React and the browser hydrates with React (docs/decisions/0015-react-runtime.md). A
// mismatch makes React throw the server's markup of a region away and render it afresh (and log a
// recoverable error, which fails any spec: support/fixtures.ts); in production React also keeps
// mismatched attributes silently. So every server-rendered page must come out of hydration with
// the server's own element nodes (none replaced) and the server's elements and attributes (texts
// may change afterwards: the deal countdown ticks). Elements marked data-client-only are compared,
// their content is not: it is rendered only after hydration on purpose (e.g. a product's reviews).
test.use({ allowedConsoleErrors: [/status of 404 .*\/no-such-page\)$/] });

// Every page the route table (web/src/app/router.tsx) has the server render, as the build listed
// them (web/dist-ssr/rendered-paths.json): a new server-rendered page is checked without an edit
// here. Parameters get a sample; the home page and the 404 are added.
const SAMPLES: Record<string, string> = {
  '/allProducts/:slug': '/allProducts/pan-keto-de-semillas',
  '/category': '/category?selected=Dulces',
};
const rendered = JSON.parse(
  readFileSync(new URL('../../web/dist-ssr/rendered-paths.json', import.meta.url), 'utf8'),
) as string[];
const pages = ['/', ...rendered.map((path) => SAMPLES[path] ?? path), '/no-such-page'];

for (const path of pages) {
  test(`${path} keeps the server's markup when it hydrates`, async ({ page }) => {
    await watchStyles(page);
    await page.addInitScript(() => {
      // The server's element nodes, taken before the app's code runs (it loads after the first paint).
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(
          document.querySelectorAll('#root *'),
        );
      });
    });
    // Compared with the very document the browser got: a second request could get another page
    // (parallel specs place orders, which reorder the home page's best sellers).
    const served = await (await page.goto(path))!.text();
    expect(served).toContain('id="ssr-data"');
    // The storefront's static CSS (decision 0025) is linked in <head>, so the first paint is styled.
    expect(served).toMatch(
      /<head>[\s\S]*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[\s\S]*<\/head>/,
    );
    await expectHydrated(page);
    // Hydrated in place: every element the server sent is still in the page (outside data-client-only parts).
    const replaced = await page.evaluate(() => {
      const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
      const gone = nodes.filter((el) => !el.isConnected && !el.closest('[data-client-only]'));
      return { total: nodes.length, gone: gone.slice(0, 5).map((el) => el.outerHTML.slice(0, 120)) };
    });
    expect(replaced.total).toBeGreaterThan(50);
    expect(replaced.gone).toEqual([]);
    const styles = await styleReport(page);
    // Every page the server renders for everyone is drawn with static CSS only (decision 0030;
    // /privacy and /terms were the last on MUI): no emotion style in the server's markup, none
    // computed in the browser (MUI and emotion are not even loaded), no style element moved.
    expect(served).not.toMatch(/data-ssr-css|data-emotion/);
    expect(styles.emotionRules).toBe(0);
    expect(styles.removedStyles).toBe(0);
    const differences = await page.evaluate((html) => {
      /** Elements with their attributes, one line each, depth-first (comments and texts left out). */
      const outline = (root: Element | null): string[] => {
        const lines: string[] = [];
        const walk = (el: Element, depth: number) => {
          const attrs = Array.from(el.attributes)
            .filter((a) => a.name !== 'style')
            .map((a) => `${a.name}="${a.value}"`)
            .sort()
            .join(' ');
          lines.push(`${' '.repeat(depth)}<${el.localName} ${attrs}>`);
          if (el.hasAttribute('data-client-only')) return;
          for (const child of Array.from(el.children)) walk(child, depth + 1);
        };
        if (root) walk(root, 0);
        return lines;
      };
      const server = outline(new DOMParser().parseFromString(html, 'text/html').getElementById('root'));
      const client = outline(document.getElementById('root'));
      const out: string[] = [];
      for (let i = 0; i < Math.max(server.length, client.length) && out.length < 5; i++) {
        if (server[i] !== client[i]) out.push(`#${i}\n  server: ${server[i]}\n  browser: ${client[i]}`);
      }
      return out;
    }, served);
    expect(differences).toEqual([]);
  });
}

// A returning shopper's /checkout, which the server renders from the cart's mirror cookie (decision
// 0041), is drawn with static CSS too (decision 0030): no emotion style served, none computed while
// it hydrates. Its "¿Cómo funciona?" dialog, loaded on the tap, is static too.
// (checkout-first-paint.spec.ts checks its markup.)
test("a returning shopper's /checkout hydrates with no style computed, nor when its dialog opens", async ({
  page,
  context,
  baseURL,
}) => {
  const { items } = await apiProducts(page.request, { limit: 1 });
  const product = items[0]!;
  await context.addCookies([
    { name: 'cart_lines', value: `${product.id}-1`, url: baseURL! },
    { name: 'wishlist_ids', value: '', url: baseURL! },
  ]);
  // The tab's cart, which the cookie mirrors.
  const line = {
    id: product.id,
    type: product.category,
    quantity: 1,
    title: product.title,
    price: product.price,
    imageSrc: product.images[0] ?? '',
    description: '',
  };
  await page.addInitScript((saved) => localStorage.setItem('cartItems', saved), JSON.stringify([line]));
  await watchStyles(page);
  const served = await (await page.goto('/checkout'))!.text();
  expect(served).toContain('id="ssr-data"');
  await expectHydrated(page);
  expect(served).not.toMatch(/data-ssr-css|data-emotion/);
  expect(served).not.toMatch(/class="[^"]*\bcss-[a-z0-9]+/);
  const styles = await styleReport(page);
  expect(styles.emotionRules).toBe(0);
  expect(styles.removedStyles).toBe(0);
  await page.getByRole('button', { name: '¿Cómo funciona?' }).click();
  await expect(page.getByRole('dialog', { name: '¿Cómo funciona el pedido?' })).toBeVisible();
  expect((await styleReport(page)).emotionRules).toBe(0);
});
