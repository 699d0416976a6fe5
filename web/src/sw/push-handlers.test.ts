import { describe, expect, it, vi } from 'vitest';
import { alertFromPayload, installPushHandlers, type PushWorkerScope } from './push-handlers.ts';

/** A fake service worker scope that records notifications, focus and opened windows. */
function fakeScope(tabs: { url: string }[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const clients = tabs.map((t) => ({
    url: t.url,
    focus: vi.fn(async () => focused.push(t.url)),
    navigate: vi.fn(async (u: string) => (t.url = u)),
  }));
  const scope = {
    location: { origin: 'https://shop.example' },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => opened.push(url) },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
  } as unknown as PushWorkerScope;
  installPushHandlers(scope);
  const fire = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { fire, shown, opened, focused, clients };
}

describe('service worker push handlers', () => {
  it("shows the server's alert with the order to open", async () => {
    const sw = fakeScope();
    await sw.fire('push', {
      data: {
        json: () => ({
          title: 'Pedido nuevo #ab12cd34',
          body: 'Ana · $ 6.500',
          url: '/admin/orders/ab12',
          tag: 'order-ab12',
        }),
      },
    });
    expect(sw.shown).toEqual([
      {
        title: 'Pedido nuevo #ab12cd34',
        options: { body: 'Ana · $ 6.500', tag: 'order-ab12', data: { url: '/admin/orders/ab12' } },
      },
    ]);
  });

  it('still shows a notification for an empty or unreadable push, and never a link off the shop', async () => {
    const sw = fakeScope();
    await sw.fire('push', { data: null });
    await sw.fire('push', { data: { json: () => JSON.parse('{') } });
    expect(sw.shown.map((s) => s.options?.data)).toEqual([
      { url: '/admin/orders' },
      { url: '/admin/orders' },
    ]);
    expect(alertFromPayload({ title: 'x', body: 'y', url: '//evil.example/a' }).url).toBe('/admin/orders');
    expect(alertFromPayload({ title: 'x', body: 'y', url: 'https://evil.example/a' }).url).toBe(
      '/admin/orders',
    );
  });

  it('a click focuses the tab already on the order, else takes a shop tab there, else opens one', async () => {
    const onOrder = fakeScope([
      { url: 'https://shop.example/' },
      { url: 'https://shop.example/admin/orders/ab12' },
    ]);
    await onOrder.fire('notificationclick', {
      notification: { data: { url: '/admin/orders/ab12' }, close: () => {} },
    });
    expect(onOrder.focused).toEqual(['https://shop.example/admin/orders/ab12']);

    const anyTab = fakeScope([{ url: 'https://shop.example/cart' }]);
    await anyTab.fire('notificationclick', {
      notification: { data: { url: '/admin/orders/ab12' }, close: () => {} },
    });
    expect(anyTab.clients[0]!.navigate).toHaveBeenCalledWith('https://shop.example/admin/orders/ab12');

    const none = fakeScope();
    await none.fire('notificationclick', {
      notification: { data: { url: '/admin/orders/ab12' }, close: () => {} },
    });
    expect(none.opened).toEqual(['https://shop.example/admin/orders/ab12']);
  });
});
