// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pedido } from '@shop/domain';

const CONFIG = { ga4MeasurementId: 'G-TEST1234', metaPixelId: '123456789012345' };
const ORDER = {
  id: 'order-1',
  subtotal: 8000,
  discount: 0,
  coupon: null,
  delivery: null,
  total: 8000,
  items: [{ productId: 'p1', title: 'Pan', quantity: 2, unitPrice: 4000, lineTotal: 8000 }],
} satisfies Partial<Pedido>;
const ADD = { name: 'add_to_cart' as const, item: { id: 'p1', title: 'Pan', price: 4000 }, quantity: 1 };

/** A fresh page: the analytics modules loaded anew, no providers, storage as the test sets it. */
async function load() {
  vi.resetModules();
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
  document.head.innerHTML = '';
  const consent = await import('./consent.ts');
  const dispatch = await import('./dispatch.ts');
  return { ...consent, ...dispatch };
}

/** The GA4 event names pushed to the dataLayer (gtag('event', name, ...)). */
const ga4Names = () =>
  (window.dataLayer ?? [])
    .map((a) => Array.from(a as ArrayLike<unknown>))
    .filter((a) => a[0] === 'event')
    .map((a) => a[1]);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('dispatch', () => {
  it('sends nothing and adds no script before the choice, then sends the waiting events on "Aceptar"', async () => {
    const { dispatch, saveConsent } = await load();
    dispatch(CONFIG, ADD);
    await new Promise((r) => setTimeout(r, 20));
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    saveConsent('granted');
    await vi.waitFor(() => expect(ga4Names()).toEqual(['add_to_cart']));
    const fbq = window.fbq as unknown as { queue: unknown[][] };
    expect(fbq.queue.map((a) => a.slice(0, 2))).toEqual([
      ['init', CONFIG.metaPixelId],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
    ]);
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
        'https://connect.facebook.net/en_US/fbevents.js',
      ]),
    );
  });

  it('after "Rechazar" drops the waiting events and loads nothing', async () => {
    const { dispatch, saveConsent } = await load();
    dispatch(CONFIG, ADD);
    saveConsent('denied');
    dispatch(CONFIG, ADD);
    await new Promise((r) => setTimeout(r, 20));
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('tells a purchase once per order, also across reloads of the page', async () => {
    window.localStorage.setItem('analyticsConsent', 'granted');
    let page = await load();
    page.dispatch(CONFIG, { name: 'purchase', order: ORDER });
    page.dispatch(CONFIG, { name: 'purchase', order: ORDER });
    await vi.waitFor(() => expect(ga4Names()).toEqual(['purchase']));
    page = await load();
    page.dispatch(CONFIG, { name: 'purchase', order: ORDER });
    page.dispatch(CONFIG, ADD);
    await vi.waitFor(() => expect(ga4Names()).toEqual(['add_to_cart']));
  });

  it('loads the scripts from the configured base (a test fake) and only the configured provider', async () => {
    window.localStorage.setItem('analyticsConsent', 'granted');
    const { start } = await load();
    start({ metaPixelId: '123456789012345', scriptBaseUrl: 'http://127.0.0.1:9999' });
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
        'http://127.0.0.1:9999/en_US/fbevents.js',
      ]),
    );
    expect(window.gtag).toBeUndefined();
  });

  it("leaves page views of client-side navigations to the providers' own history listeners: one PageView, none of ours after", async () => {
    // fbevents.js fires a PageView on every history.pushState unless `fbq.disablePushState` is set
    // (and then ignores a second explicit PageView); gtag.js's enhanced measurement sends page_view
    // on history changes unless the config turns page views off. Sending our own would count twice.
    window.localStorage.setItem('analyticsConsent', 'granted');
    const { start, dispatch } = await load();
    start(CONFIG);
    await vi.waitFor(() => expect(window.fbq).toBeDefined());
    const fbq = window.fbq as unknown as { queue: unknown[][]; disablePushState?: boolean };
    expect(fbq.disablePushState).toBeUndefined();
    const config = (window.dataLayer ?? [])
      .map((a) => Array.from(a as ArrayLike<unknown>))
      .filter((a) => a[0] === 'config');
    expect(config).toEqual([['config', CONFIG.ga4MeasurementId]]);
    window.history.pushState({}, '', '/allProducts');
    window.dispatchEvent(new PopStateEvent('popstate'));
    dispatch(CONFIG, ADD);
    await vi.waitFor(() => expect(ga4Names()).toEqual(['add_to_cart']));
    expect(fbq.queue.filter((a) => a[1] === 'PageView')).toHaveLength(1);
    expect(ga4Names()).not.toContain('page_view');
  });
});
