// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineItem, Product } from '@shop/domain';
import { flushWrites } from '../../lib/after-paint.ts';
import { useCartStore } from './cart-store.ts';

const item = (id: string, price = 1000): LineItem => ({
  id,
  type: 'salados',
  title: `P${id}`,
  price,
  imageSrc: `/images/products/${id}-1`,
  description: '',
});

describe('useCartStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ lines: [] });
  });

  it('stores the cart as a plain list under cartItems', () => {
    useCartStore.getState().add(item('1'));
    useCartStore.getState().add(item('1'), 2);
    flushWrites();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([{ ...item('1'), quantity: 3 }]);
  });

  it('toggles, decreases to removal and clears', () => {
    const cart = useCartStore.getState();
    cart.toggle(item('2'));
    expect(useCartStore.getState().lines).toHaveLength(1);
    cart.toggle(item('2'));
    expect(useCartStore.getState().lines).toHaveLength(0);
    cart.add(item('3'));
    cart.increase('3');
    cart.decrease('3');
    cart.decrease('3');
    expect(useCartStore.getState().lines).toEqual([]);
    cart.add(item('4'));
    cart.clear();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('moves only new wishlist items and reports whether any moved', () => {
    useCartStore.getState().add(item('1'));
    expect(useCartStore.getState().moveAllFromWishlist([item('1'), item('2')])).toBe(true);
    expect(useCartStore.getState().lines.map((l) => l.id)).toEqual(['1', '2']);
    expect(useCartStore.getState().moveAllFromWishlist([item('1')])).toBe(false);
  });

  it('ignores corrupt or foreign stored data on load without throwing', async () => {
    localStorage.setItem('cartItems', '{"not json');
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().lines).toEqual([]);
    localStorage.setItem(
      'cartItems',
      JSON.stringify([{ ...item('5'), quantity: 2 }, { id: 9, junk: true }, 'x']),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().lines).toEqual([{ ...item('5'), quantity: 2 }]);
  });

  it('refreshes saved lines from the catalogue and drops nothing', () => {
    useCartStore.getState().add(item('1'));
    useCartStore.getState().add(item('7'));
    const product = {
      id: '1',
      slug: 'p1',
      title: 'Seed bread',
      details: 'd',
      imageAlt: '',
      category: 'salados',
      price: 900,
      originalPrice: 1000,
      discountPercent: 10,
      isNew: false,
      inStock: true,
      images: ['/img/1-1'],
      rating: { average: 0, count: 0 },
      allergens: null,
      netCarbsG: null,
    } satisfies Product;
    useCartStore.getState().syncWithCatalog([product]);
    expect(useCartStore.getState().lines).toEqual([
      {
        id: '1',
        type: 'salados',
        title: 'Seed bread',
        price: 900,
        imageSrc: '/img/1-1',
        description: 'd',
        quantity: 1,
      },
      { ...item('7'), quantity: 1 },
    ]);
  });
});

describe('the funnel\'s "cart started" beacon', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    // The beacons the tests above queued (on real timers) go out first, to the real fetch.
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    useCartStore.setState({ lines: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const events = () =>
    (fetchMock.mock.calls as [string, RequestInit][])
      .filter(([url]) => url === '/api/funnel')
      .map(([, init]) => (JSON.parse(init.body as string) as { event: string }).event);

  it('is sent once when the shopper puts the first product into an empty cart, not for the next ones', async () => {
    useCartStore.getState().add(item('1'));
    useCartStore.getState().toggle(item('2'));
    useCartStore.getState().addUnits(item('3'), 2);
    await vi.runAllTimersAsync();
    expect(events()).toEqual(['cart_started']);
  });

  it('is not sent when lines arrive from elsewhere (a saved cart, another tab)', async () => {
    useCartStore.setState({ lines: [{ ...item('1'), quantity: 1 }] });
    await vi.runAllTimersAsync();
    expect(events()).toEqual([]);
  });
});

describe('the cart cookie the server renders /cart from (decision 0040)', () => {
  // The writes wait for the frame after the change (lib/after-paint.ts): done now, then read.
  const cookie = () => {
    flushWrites();
    return /(?:^|; )cart_lines=([^;]*)/.exec(document.cookie)?.[1];
  };
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ lines: [] });
  });

  it('mirrors ids and quantities (no price, no title) after every change', () => {
    const cart = useCartStore.getState();
    cart.add(item('3', 4500));
    cart.add(item('12'));
    cart.increase('3');
    expect(cookie()).toBe('3-2.12-1');
    cart.remove('3');
    expect(cookie()).toBe('12-1');
    cart.clear();
    // Known to be empty (the server renders the empty cart), not missing.
    expect(cookie()).toBe('');
  });

  it('is deleted when the cart cannot be mirrored, so the server sends the skeleton', () => {
    useCartStore.getState().add(item('3'));
    expect(cookie()).toBe('3-1');
    useCartStore.setState({ lines: [{ ...item('pan-viejo'), quantity: 1 }] });
    expect(cookie()).toBeUndefined();
  });

  it('is written after the frame that shows the change, or at once when the page is left', async () => {
    const read = () => /(?:^|; )cart_lines=([^;]*)/.exec(document.cookie)?.[1];
    useCartStore.getState().add(item('3'));
    flushWrites();
    useCartStore.getState().add(item('12'));
    // Nothing of the tap's change is written inside the tap.
    expect(read()).toBe('3-1');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(read()).toBe('3-1.12-1');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(2);
    useCartStore.getState().remove('3');
    window.dispatchEvent(new Event('pagehide'));
    expect(read()).toBe('12-1');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
  });
});
