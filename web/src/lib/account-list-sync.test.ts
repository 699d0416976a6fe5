// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedListLine } from '@shop/domain';
import { changedLines, startListSync, type SyncedListStore } from './account-list-sync.ts';

const line = (id: string, quantity: number): SavedListLine => ({
  id,
  type: 'dulces',
  title: `P${id}`,
  price: 1000,
  imageSrc: `/images/products/${id}-1`,
  description: '',
  quantity,
});

/** A list store over a plain map, as the cart store behaves. */
function fakeStore(initial: Record<string, number>) {
  let lines = new Map(Object.entries(initial));
  const listeners = new Set<() => void>();
  const store: SyncedListStore & { set(id: string, q: number): void } = {
    read: () => new Map(lines),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    replace: (next) => {
      lines = new Map(next.map((l) => [l.id, l.quantity]));
      listeners.forEach((l) => l());
    },
    set(id, q) {
      lines = new Map(lines);
      if (q === 0) lines.delete(id);
      else lines.set(id, q);
      listeners.forEach((l) => l());
    },
  };
  return store;
}

let calls: { method: string; url: string; body: unknown }[];
let answer: (method: string, url: string, body: unknown) => Response;
beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    return answer(method, url, body);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const json = (lines: SavedListLine[]) =>
  new Response(JSON.stringify({ lines }), { status: 200, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('changedLines', () => {
  it('gives the changed and added lines with their quantity, and the removed ones at 0', () => {
    expect(
      changedLines(
        new Map([
          ['1', 2],
          ['2', 1],
        ]),
        new Map([
          ['1', 3],
          ['3', 1],
        ]),
      ),
    ).toEqual([
      { productId: '1', quantity: 3 },
      { productId: '3', quantity: 1 },
      { productId: '2', quantity: 0 },
    ]);
  });
});

describe('startListSync', () => {
  it('merges a guest cart into the account on sign-in, takes the account’s lines and remembers them', async () => {
    const store = fakeStore({ 1: 2 });
    answer = () => json([line('1', 3), line('5', 1)]);
    const stop = startListSync('cart', store, 'u1', () => 'es');
    await settle();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/cart/merge?lang=es',
        body: {
          lines: [{ productId: '1', quantity: 2 }],
          mergeId: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
        },
      },
    ]);
    expect(Object.fromEntries(store.read())).toEqual({ 1: 3, 5: 1 });
    expect(JSON.parse(localStorage.getItem('cartAccount')!)).toEqual({ userId: 'u1', lines: { 1: 3, 5: 1 } });
    // The merge is done: nothing is kept to send again.
    expect(localStorage.getItem('cartMerge')).toBeNull();
    stop();
  });

  it('sends a merge whose answer never came again under the same id, then what changed since as a change', async () => {
    // The previous page sent this merge and closed before its answer; then a line was added here.
    const mergeId = '3b241101-e2bb-4255-8caf-4136c566a962';
    localStorage.setItem(
      'cartMerge',
      JSON.stringify({ userId: 'u1', mergeId, lines: [{ productId: '12', quantity: 1 }] }),
    );
    const store = fakeStore({ 12: 1, 3: 1 });
    answer = (method, _u, body) =>
      method === 'POST'
        ? json([line('12', 1)])
        : json(
            (body as { set: { productId: string; quantity: number }[] }).set
              .map((c) => line(c.productId, c.quantity))
              .concat(line('12', 1)),
          );
    const stop = startListSync('cart', store, 'u1', () => 'es');
    await settle();
    await settle();
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { lines: [{ productId: '12', quantity: 1 }], mergeId }],
      ['PATCH', { set: [{ productId: '3', quantity: 1 }] }],
    ]);
    expect(Object.fromEntries(store.read())).toEqual({ 3: 1, 12: 1 });
    expect(localStorage.getItem('cartMerge')).toBeNull();
    stop();
  });

  it('signing in again sends only what changed since (made while signed out), never the whole cart again', async () => {
    localStorage.setItem('cartAccount', JSON.stringify({ userId: 'u1', lines: { 1: 3, 5: 1 } }));
    const store = fakeStore({ 1: 3, 5: 2, 7: 1 });
    answer = (_m, _u, body) =>
      json(
        (body as { set: { productId: string; quantity: number }[] }).set
          .filter((c) => c.quantity > 0)
          .map((c) => line(c.productId, c.quantity))
          .concat(line('1', 3)),
      );
    const stop = startListSync('cart', store, 'u1', () => 'en');
    await settle();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: '/api/cart?lang=en',
        body: {
          set: [
            { productId: '5', quantity: 2 },
            { productId: '7', quantity: 1 },
          ],
        },
      },
    ]);
    stop();
  });

  it('replaces a list that belonged to another account by this account’s', async () => {
    localStorage.setItem('cartAccount', JSON.stringify({ userId: 'someone-else', lines: { 9: 1 } }));
    const store = fakeStore({ 9: 1 });
    answer = () => json([line('2', 1)]);
    const stop = startListSync('cart', store, 'u1', () => 'es');
    await settle();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(Object.fromEntries(store.read())).toEqual({ 2: 1 });
    stop();
  });

  it('sends a burst of taps as one request of absolute quantities, and retries a failed one when the page comes back', async () => {
    localStorage.setItem('cartAccount', JSON.stringify({ userId: 'u1', lines: {} }));
    const store = fakeStore({});
    answer = () => json([]);
    const stop = startListSync('cart', store, 'u1', () => 'es');
    await settle();
    calls = [];
    vi.useFakeTimers();
    answer = () => new Response('{}', { status: 503 });
    store.set('4', 1);
    store.set('4', 2);
    store.set('4', 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([
      { method: 'PATCH', url: '/api/cart?lang=es', body: { set: [{ productId: '4', quantity: 3 }] } },
    ]);
    expect(Object.fromEntries(store.read())).toEqual({ 4: 3 });

    answer = (_m, _u, body) =>
      json(
        (body as { set: { productId: string; quantity: number }[] }).set.map((c) =>
          line(c.productId, c.quantity),
        ),
      );
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10);
    expect(calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/cart?lang=es',
      body: { set: [{ productId: '4', quantity: 3 }] },
    });
    stop();
  });

  it('after stop() sends nothing', async () => {
    localStorage.setItem('cartAccount', JSON.stringify({ userId: 'u1', lines: {} }));
    const store = fakeStore({});
    answer = () => json([]);
    const stop = startListSync('cart', store, 'u1', () => 'es');
    await settle();
    stop();
    calls = [];
    store.set('4', 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toEqual([]);
  });
});
