import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiProducts, headerCart, main, productCards } from '../support/shop.ts';

// React hydrates a server-rendered page region by region (Suspense boundaries: header, page,
// footer, home sections, each product card; web/src/components/hydration-region.tsx), in short
// slices. A tap on a region React has not hydrated yet makes React hydrate that region at once and
// then replay the tap: nothing a shopper does may be lost, and the server's elements stay.
test.use({ viewport: { width: 390, height: 844 } });

interface Tapped {
  /** Whether React had hydrated the element when it was tapped. */
  hydratedBefore: boolean;
  label: string | null;
  el: HTMLElement;
}

/**
 * Taps the last element matching `selector` as soon as React has taken over the page (the
 * app-hydrating event, right after hydrateRoot), before React has hydrated anything: a microtask
 * runs after main.tsx has stopped holding taps and before React's first hydration slice (a task).
 */
async function tapWhenReactTakesOver(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    window.addEventListener('app-hydrating', () =>
      queueMicrotask(() => {
        const all = document.querySelectorAll<HTMLElement>(sel);
        const el = all[all.length - 1];
        if (!el) throw new Error(`nothing matches ${sel}`);
        const tapped: Tapped = {
          hydratedBefore: Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
          label: el.getAttribute('aria-label'),
          el,
        };
        (window as unknown as { tapped: Tapped }).tapped = tapped;
        el.click();
      }),
    );
  }, selector);
}

test('a tap on a card far down the page before React has hydrated it is applied, on the server-rendered button', async ({
  page,
  request,
}) => {
  const { total } = await apiProducts(request, { limit: 1 });
  expect(total).toBeGreaterThan(4);
  await tapWhenReactTakesOver(page, 'main li button[aria-label^="Agregar al carrito"]');
  await page.goto('/allProducts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  const tapped = await page.evaluate(() => {
    const { hydratedBefore, label, el } = (window as unknown as { tapped: Tapped }).tapped;
    return { hydratedBefore, label, connected: el.isConnected, labelNow: el.getAttribute('aria-label') };
  });
  expect(tapped.hydratedBefore).toBe(false);
  const title = tapped.label!.replace('Agregar al carrito: ', '');
  // The same element the server sent, now showing the cart's state.
  expect(tapped.connected).toBe(true);
  expect(tapped.labelNow).toBe(`Quitar del carrito: ${title}`);
  const last = productCards(main(page)).last();
  await expect(last.getByRole('button', { name: `Quitar del carrito: ${title}` })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
});

test('the menu button opens the drawer on a tap made before React has hydrated the header', async ({
  page,
}) => {
  await tapWhenReactTakesOver(page, 'header button[aria-label="Abrir menú"]');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { tapped: Tapped }).tapped.hydratedBefore)).toBe(
    false,
  );
});

test('footer links navigate inside the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // A marker that a full page load would wipe out.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const path of ['/', '/allProducts', '/allProducts/pan-keto-de-semillas']) {
  test(`${path} neither shifts nor scrolls while it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: { value: number; sources: string[] }[]; scrolls: number[] };
      seen.shifts = [];
      seen.scrolls = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          // React hydrates only after the whole document is parsed (module scripts run then). On a
          // loaded machine Chromium may paint a half-parsed document (the parser yields every few
          // milliseconds: /allProducts is ~157 KB), and a box that the next chunk completes then
          // moves: a shift of the page's loading (Lighthouse's CLS in `npm run perf`), not of
          // hydration, and seen in one load of ten at 4x CPU throttling (docs/testing.md).
          const parsed = (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
          )?.domInteractive;
          if (!parsed || entry.startTime < parsed) continue;
          seen.shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 100) ?? '?',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      window.addEventListener('scroll', () => seen.scrolls.push(window.scrollY));
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Two frames after hydration, so shifts it caused are reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const seen = await page.evaluate(() => {
      const { shifts, scrolls } = window as unknown as {
        shifts: { value: number; sources: string[] }[];
        scrolls: number[];
      };
      return { shifts, scrolls };
    });
    expect(seen.shifts).toEqual([]);
    expect(seen.scrolls.filter((y) => y !== 0)).toEqual([]);
  });
}
