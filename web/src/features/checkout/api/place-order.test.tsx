// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DELIVERY_OPTIONS_KEY, ORDERS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { fakeFetch } from '../../../test/render.tsx';
import { usePlaceOrder } from './place-order.ts';

const pedido = { id: 'abcd1234-0000', total: 8000, status: 'pendiente', items: [] };
const payload = { items: [{ id: '0', quantity: 1 }] } as never;

function setup(answer: { status: number; body: unknown }) {
  const headers: (string | null)[] = [];
  const fetch = fakeFetch({ 'POST /api/pedido': () => answer });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Headers(init?.headers).get('idempotency-key'));
    return fetch(input, init);
  });
  const queryClient = createQueryClient();
  // Cached orders and delivery options, as after visiting /pedidos and /checkout.
  queryClient.setQueryData(ORDERS_QUERY_KEY, []);
  queryClient.setQueryData([...DELIVERY_OPTIONS_KEY, '0:1'], { zones: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePlaceOrder(), { wrapper });
  const invalid = () =>
    [ORDERS_QUERY_KEY, [...DELIVERY_OPTIONS_KEY, '0:1']].map(
      (key) => queryClient.getQueryState(key)?.isInvalidated,
    );
  return { result, headers, invalid };
}

describe('usePlaceOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('places the order with its idempotency key and invalidates the orders and the delivery options', async () => {
    const { result, headers, invalid } = setup({ status: 201, body: { pedido } });
    expect(invalid()).toEqual([false, false]);
    const order = await result.current.mutateAsync({ payload, idempotencyKey: 'key-1' });
    expect(order.id).toBe('abcd1234-0000');
    expect(headers).toEqual(['key-1']);
    await waitFor(() => expect(invalid()).toEqual([true, true]));
  });

  it('leaves the cached data alone when the order is refused', async () => {
    const { result, invalid } = setup({
      status: 400,
      body: { error: { code: 'day_full', message: 'lleno' } },
    });
    await expect(result.current.mutateAsync({ payload, idempotencyKey: 'key-2' })).rejects.toMatchObject({
      status: 400,
    });
    expect(invalid()).toEqual([false, false]);
  });
});
