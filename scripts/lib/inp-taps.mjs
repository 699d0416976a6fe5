/**
 * The taps `npm run perf` measures (scripts/perf-inp.mjs): one plain object each.
 *
 * - `id`: the short name `--inp-taps=` picks it by; `name`: its row in the table;
 * - `path(shop)`: the page it is made on, given the build's shop data (scripts/lib/inp-shopper.mjs);
 * - `cart` / `signedIn` (optional): the page is loaded with the shopper's cart (localStorage
 *   `cartItems` and its mirror cookie) / with a signed-in customer's session whose profile is saved;
 * - `ready` (optional): the selector of a page ready for the "hydrated" moment (default
 *   `html[data-hydrated]`, which a server-rendered page gets once hydrated);
 * - `before(page, shop)` (optional): what the shopper does first, not measured (open the drawer, choose
 *   the delivery); its own taps are left out of the tap's INP;
 * - `target`: the Playwright selector of what is tapped;
 * - `done(arg)`: runs in the page every animation frame from the tap on; true once the tap's effect
 *   is on the page (the "response"); `doneArg(shop)` (optional) is its JSON argument.
 */
// `done` runs in the page (its source is sent to it).
/* global document */

/** The header's menu button of a phone-sized page (Spanish, the shop's default language). */
const MENU_BUTTON = 'header button[aria-label="Abrir menú"]';
/**
 * The open side drawer: a native modal <dialog> up to session 22, a panel of its own since
 * (decision 0044; mounted closed, so only a visible one counts). Both, for a baseline build.
 */
const OPEN_DRAWER = ':is(dialog[open], [role="dialog"][aria-modal="true"]:visible)';
/** Checkout's "Confirmar Pedido en Web" once the session and the saved profile have loaded. */
const CONFIRM_ENABLED = 'main button:text-is("Confirmar Pedido en Web"):enabled';

export const INP_TAPS = [
  {
    id: 'card-add',
    name: 'add to cart (first card of /)',
    path: () => '/',
    target: 'main li button[aria-label^="Agregar al carrito"]',
    done: () => document.querySelector('main li button[aria-label^="Quitar del carrito"]') !== null,
  },
  {
    id: 'heart',
    name: 'wishlist heart (first card of /)',
    path: () => '/',
    target: 'main li button[aria-pressed="false"]',
    done: () => document.querySelector('main li button[aria-pressed="true"]') !== null,
  },
  {
    id: 'menu',
    name: 'menu button (/)',
    path: () => '/',
    target: MENU_BUTTON,
    done: () =>
      Array.from(document.querySelectorAll('nav[aria-label="Menú principal"]')).some((nav) =>
        nav.checkVisibility({ visibilityProperty: true }),
      ),
  },
  {
    // The header's cart link exists only with units in the cart (its badge shows the count).
    id: 'product-add',
    name: 'add to cart (product page)',
    path: (shop) => `/allProducts/${shop.product.slug}`,
    target: 'main button:text-is("Agregar al carrito")',
    done: () => document.querySelector('header a[href="/cart"]') !== null,
  },
  {
    // On a phone the filter is folded under "Filtrar" (a native <details>, open before the app
    // runs); the tap is on "Sin frutos secos". The response is the list without the products
    // with nuts (the router keeps the old list until the filtered one has loaded).
    id: 'filter',
    name: 'catalogue filter "Sin frutos secos" (/allProducts)',
    path: () => '/allProducts',
    before: async (page, shop) => {
      // A list without a product with nuts would count as filtered before the tap.
      const titles = page.locator('main li :is(h2, h3, h4) a');
      await titles.first().waitFor({ timeout: 30_000 });
      const shown = (await titles.allTextContents()).map((t) => t.trim());
      if (!shown.some((t) => shop.titlesWithNuts.includes(t)))
        throw new Error('/allProducts shows no product with nuts to filter out');
      await page.locator('[data-testid="catalog-filter-fold"] > summary').tap({ timeout: 30_000 });
      await page.locator('main label:has(input[name="exclude"][value="nuts"])').waitFor({ timeout: 30_000 });
    },
    target: 'main label:has(input[name="exclude"][value="nuts"])',
    done: (withNuts) => {
      const box = document.querySelector('main input[name="exclude"][value="nuts"]');
      const titles = Array.from(document.querySelectorAll('main li :is(h2, h3, h4) a')).map((a) =>
        a.textContent.trim(),
      );
      return box?.checked === true && titles.length > 0 && !titles.some((t) => withNuts.includes(t));
    },
    doneArg: (shop) => shop.titlesWithNuts,
  },
  {
    // On a phone the ES/EN switch is in the side drawer: the shopper opens it, then taps "English".
    id: 'lang',
    name: 'language switch to English (drawer of /)',
    path: () => '/',
    before: async (page) => {
      await page.locator(MENU_BUTTON).tap({ timeout: 30_000 });
      await page.locator(`${OPEN_DRAWER} button[lang="en"]`).waitFor({ state: 'visible', timeout: 30_000 });
    },
    target: `${OPEN_DRAWER} button[lang="en"]`,
    // The drawer in English, and saying so (its own lang: <html lang> follows with the page, a
    // frame later, decision 0043).
    // (Serialised into the page: the drawer's selector is written out, as OPEN_DRAWER.)
    done: () => {
      const drawer = Array.from(
        document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]'),
      ).find((el) => el.checkVisibility({ visibilityProperty: true }));
      return (
        drawer?.closest('[lang]')?.getAttribute('lang') === 'en' &&
        Array.from(drawer.querySelectorAll('a')).some((a) => a.textContent.trim() === 'All products')
      );
    },
  },
  {
    // A signed-in customer with a saved profile (it fills the form) and a cart chooses pickup, a
    // day, the afternoon and bank transfer, then confirms. The response is the tap's first
    // visible feedback: the button busy (disabled, aria-busy, spinner) while the order is sent,
    // or anything after it; not the answer of POST /api/pedido. /checkout is still rendered in the
    // browser (decision 0040), so it is "ready" once the app has drawn it with the customer's
    // session and profile (the button is enabled); the choices need the app, so `before` waits
    // for that too.
    id: 'checkout',
    name: '"Confirmar Pedido en Web" (/checkout)',
    path: () => '/checkout',
    cart: true,
    signedIn: true,
    ready: CONFIRM_ENABLED,
    before: async (page) => {
      await page.locator(CONFIRM_ENABLED).waitFor({ state: 'visible', timeout: 60_000 });
      const main = page.locator('main');
      await main.getByRole('radio', { name: 'Retiro en Local' }).check({ timeout: 30_000 });
      // The day is a native select (session 19): its first day that is not full.
      const day = main.getByRole('combobox', { name: /^Día/ });
      const firstOpen = await day.evaluate(
        (select) => Array.from(select.options).find((option) => !option.disabled && option.value)?.value,
        null,
        { timeout: 30_000 },
      );
      await day.selectOption(firstOpen ?? '', { timeout: 30_000 });
      await main.getByRole('radio', { name: 'Tarde (14 a 19 h)' }).check({ timeout: 30_000 });
      await main.getByRole('radio', { name: 'Transferencia bancaria' }).check({ timeout: 30_000 });
    },
    target: 'main button:text-is("Confirmar Pedido en Web")',
    done: () => {
      const button = Array.from(document.querySelectorAll('main button')).find(
        (b) => b.textContent.trim() === 'Confirmar Pedido en Web',
      );
      return !button || button.disabled || button.getAttribute('aria-busy') === 'true';
    },
  },
];

/**
 * The taps named in `ids` (a comma list of `id`s), in the list's order; all when `ids` is empty.
 * @throws Error naming the known ids when one is unknown
 */
export function pickInpTaps(ids) {
  const wanted = (ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((id) => !INP_TAPS.some((tap) => tap.id === id));
  if (unknown.length > 0)
    throw new Error(
      `unknown --inp-taps id(s): ${unknown.join(', ')}; known: ${INP_TAPS.map((t) => t.id).join(', ')}`,
    );
  return wanted.length === 0 ? INP_TAPS : INP_TAPS.filter((tap) => wanted.includes(tap.id));
}
