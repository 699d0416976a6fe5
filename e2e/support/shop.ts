/**
 * Shared helpers of the specs: locators by role and text, and the catalogue facts read from the
 * API (so expectations follow the seeded data rather than copies of it).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  originalPrice: number | null;
  category: string;
  inStock: boolean;
  images: string[];
  rating: { average: number; count: number };
}

/** One product from GET /api/products/:idOrSlug in `lang`. */
export async function apiProduct(
  request: APIRequestContext,
  idOrSlug: string,
  lang: 'es' | 'en' = 'es',
): Promise<ApiProduct> {
  const res = await request.get(`/api/products/${encodeURIComponent(idOrSlug)}?lang=${lang}`);
  expect(res.ok(), `GET /api/products/${idOrSlug}`).toBeTruthy();
  return (await res.json()) as ApiProduct;
}

/** A page of GET /api/products. */
export async function apiProducts(
  request: APIRequestContext,
  query: {
    lang?: 'es' | 'en';
    limit?: number;
    offset?: number;
    category?: string;
    exclude?: string;
    maxNetCarbs?: number;
    sort?: string;
  } = {},
): Promise<{ items: ApiProduct[]; total: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/products?${params}`);
  expect(res.ok(), `GET /api/products?${params}`).toBeTruthy();
  return (await res.json()) as { items: ApiProduct[]; total: number };
}

/** ARS as the app shows it (Intl, two decimals; "ARS" in English, domain/src/money.ts), with non-breaking spaces made plain. */
export function ars(amount: number, lang: 'es' | 'en' = 'es'): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-AR' : 'en-US', {
    style: 'currency',
    currency: 'ARS',
    currencyDisplay: lang === 'es' ? 'narrowSymbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

/**
 * An order's short number as pages show it ("N.º 1042", "No. 1042"; domain formatOrderNumber), with
 * a plain space: Playwright's text and name matching reads the page's no-break space as one.
 */
export const orderNo = (number: number, lang: 'es' | 'en' = 'es'): string =>
  `${lang === 'en' ? 'No.' : 'N.º'} ${number}`;

/** `orderNo` as a RegExp source for mail subjects and texts, whose no-break space stays one. */
export const orderNoPattern = (number: number, lang: 'es' | 'en' = 'es'): string =>
  `${lang === 'en' ? 'No\\.' : 'N\\.º'}\\s${number}`;

/** The short number of order `orderId`, read with `request`'s session: the shopper's own order, or any order for the owner. */
export async function orderNumberOf(request: APIRequestContext, orderId: string): Promise<number> {
  for (const url of [`/api/pedidos/${orderId}`, `/api/admin/orders/${orderId}`]) {
    const res = await request.get(url);
    if (res.ok()) return ((await res.json()) as { number: number }).number;
  }
  throw new Error(`order ${orderId} is not readable with this session`);
}

/** Same as `ars` but for text read from the page: non-breaking spaces made plain. */
export const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/** The main landmark. */
export const main = (page: Page): Locator => page.getByRole('main');

/**
 * Waits until the page at `url` is on screen, its main heading `heading` shown. The address
 * changes first: React Router renders the next page in a transition and the previous page stays
 * on screen (and takes typing) until it commits, which takes about a second on a busy host. A
 * test that types right after `toHaveURL` can type into the previous page's form (the sign-in
 * and the sign-up forms both have "Usuario").
 */
export async function expectPage(
  page: Page,
  url: RegExp,
  heading: string | RegExp,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect(page).toHaveURL(url, options);
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible(options);
}

/** Product cards under `scope`: list items holding a link to a product page (skeletons are aria-hidden). */
export function productCards(scope: Locator): Locator {
  return scope.getByRole('listitem').filter({ has: scope.page().locator('a[href^="/allProducts/"]') });
}

/** The header cart link/entry (its accessible name starts with "Mi carrito" / "My cart"). */
export function headerCart(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^(mi carrito|my cart)/i });
}

/** Waits for the SPA to have rendered the layout (header and main) on the current page. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main(page)).toBeVisible();
}

/** A date `days` after today in Argentina (UTC−3 all year), "YYYY-MM-DD". */
export function argentinaDay(days: number): string {
  const d = new Date(Date.now() - 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first Monday-to-Friday date at least `days` after today in Argentina: a day the seeded pickup point opens. */
export function argentinaWeekday(days: number): string {
  let ahead = days;
  while ([0, 6].includes(new Date(`${argentinaDay(ahead)}T12:00:00Z`).getUTCDay())) ahead += 1;
  return argentinaDay(ahead);
}

/**
 * An order payload's delivery: pickup at the seeded point (free, so totals stay the
 * products'), three or more days ahead on a weekday (the point opens Monday to Friday) in the
 * afternoon; the defaults need 24 h of notice.
 */
export const pickupDelivery = () => ({ pickupPointId: '1', date: argentinaWeekday(3), window: 'tarde' });

/** Chooses the first day on offer that is not full in checkout's "Día" (a native select). */
export async function chooseFirstDay(page: Page): Promise<void> {
  const day = main(page).getByRole('combobox', { name: /^Día/ });
  const first = await day.locator('option:not([disabled])').first().getAttribute('value');
  await day.selectOption(first!);
}

/** Picks checkout's delivery: the option named `option`, the first day on offer that is not full, and the afternoon. */
export async function chooseDelivery(page: Page, option: string | RegExp = 'Retiro en Local'): Promise<void> {
  await main(page).getByRole('radio', { name: option }).check();
  await chooseFirstDay(page);
  await main(page).getByRole('radio', { name: 'Tarde (14 a 19 h)' }).check();
}
