import { expect, test } from '../support/fixtures.ts';

// The server renders with React and the browser hydrates with Preact (docs/decisions/0005).
// Preact reports no hydration mismatch: where the browser's first render differs from the
// server's markup it silently inserts or drops elements. So every server-rendered page must come
// out of hydration with the server's elements and attributes (texts may change afterwards: the
// deal countdown ticks). Elements marked data-client-only are compared, their content is not: it
// is rendered only after hydration on purpose (e.g. a product's reviews).
test.use({ allowedConsoleErrors: [/status of 404 .*\/no-such-page\)$/] });

const pages = ['/', '/allProducts', '/allProducts/pan-keto-de-semillas', '/category?selected=Dulces', '/about', '/privacy', '/no-such-page'];

for (const path of pages) {
  test(`${path} keeps the server's markup when it hydrates`, async ({ page, request }) => {
    const served = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain('id="ssr-data"');
    // The server's styles are adopted in place (web/src/lib/ssr-styles.ts): no style element is
    // moved (each move restyles the whole page) and no class the server sent is inserted again.
    await page.addInitScript(() => {
      const seen = window as unknown as { insertedRules: string[]; removedStyles: number };
      seen.insertedRules = [];
      seen.removedStyles = 0;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        seen.insertedRules.push(rule);
        return insertRule.call(this, rule, index);
      };
      new MutationObserver((records) => {
        for (const record of records) for (const node of Array.from(record.removedNodes)) if (node.nodeName === 'STYLE') seen.removedStyles += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    // Regions below the fold hydrate when they come near the screen (components/hydrate-when-visible.tsx):
    // scroll through the page so every one of them has been hydrated before comparing...
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
    }
    // Regions hydrated only once used (on="interaction"): a pointerdown inside each starts it.
    await expect(async () => {
      await page.evaluate(() => {
        for (const region of Array.from(document.querySelectorAll('[data-hydrate-when-visible="waiting"]'))) {
          region.firstElementChild?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        }
      });
      await expect(page.locator('[data-hydrate-when-visible="waiting"]')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    const styles = await page.evaluate(() => {
      const seen = window as unknown as { insertedRules: string[]; removedStyles: number };
      const listed = new Set((document.querySelector('style[data-ssr-css]')?.getAttribute('data-ssr-css') ?? '').split(' '));
      const again = seen.insertedRules.filter((rule) => listed.has(/^\.css-([a-z0-9]+)/.exec(rule)?.[1] ?? ''));
      return { listed: listed.size, again, removedStyles: seen.removedStyles };
    });
    expect(styles.listed).toBeGreaterThan(20);
    expect(styles.again).toEqual([]);
    expect(styles.removedStyles).toBe(0);
    // Back at the top the scroll-to-top button (shown after 300 px) is gone again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: 'Volver arriba' })).toHaveCount(0);
    const differences = await page.evaluate((html) => {
      /** Elements with their attributes, one line each, depth-first (comments and texts left out). */
      const outline = (root: Element | null): string[] => {
        const lines: string[] = [];
        const walk = (el: Element, depth: number) => {
          const attrs = Array.from(el.attributes)
            .filter((a) => a.name !== 'style' && a.name !== 'data-hydrate-when-visible')
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
