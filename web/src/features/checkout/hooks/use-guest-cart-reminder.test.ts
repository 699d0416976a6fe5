// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_DEBOUNCE_MS, useGuestCartReminder } from './use-guest-cart-reminder.ts';

const lines = [{ id: '3', quantity: 2 }];
const sent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as [string, RequestInit];
    return { url, method: init.method, body: JSON.parse(init.body as string) as unknown };
  });

describe('useGuestCartReminder (decision 0031)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ kept: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing while the box is unticked or the address is not one', async () => {
    const { rerender } = renderHook(
      ({ enabled, email }) => useGuestCartReminder(enabled, email, lines, 'es'),
      { initialProps: { enabled: false, email: 'ana@example.com' } },
    );
    rerender({ enabled: true, email: 'ana@' });
    await act(() => vi.advanceTimersByTimeAsync(GUEST_CART_DEBOUNCE_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the cart once the box is ticked with an address, and forgets it when unticked or sent', async () => {
    const { rerender, result } = renderHook(
      ({ enabled, email }) => useGuestCartReminder(enabled, email, lines, 'en'),
      { initialProps: { enabled: true, email: ' Ana@Example.com' } },
    );
    await act(() => vi.advanceTimersByTimeAsync(GUEST_CART_DEBOUNCE_MS));
    expect(sent(fetchMock)).toEqual([
      {
        url: '/api/cart-reminders/guest?lang=en',
        method: 'PUT',
        body: { email: 'ana@example.com', lines: [{ productId: '3', quantity: 2 }] },
      },
    ]);
    rerender({ enabled: false, email: 'ana@example.com' });
    await act(() => vi.advanceTimersByTimeAsync(GUEST_CART_DEBOUNCE_MS));
    expect(sent(fetchMock)[1]).toMatchObject({ body: { email: 'ana@example.com', lines: [] } });

    rerender({ enabled: true, email: 'ana@example.com' });
    await act(() => vi.advanceTimersByTimeAsync(GUEST_CART_DEBOUNCE_MS));
    act(() => result.current.forget());
    expect(
      sent(fetchMock)
        .slice(2)
        .map((c) => c.body),
    ).toEqual([
      { email: 'ana@example.com', lines: [{ productId: '3', quantity: 2 }] },
      { email: 'ana@example.com', lines: [] },
    ]);
  });
});
