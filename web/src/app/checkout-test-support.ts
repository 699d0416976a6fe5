/*
 * Test data shared by the /checkout route tests (checkout-delivery, checkout-payment):
 * one cart, a signed-in customer with no saved profile, the shop, and a fake of every endpoint
 * checkout calls. Each test overrides only what it is about (the shop's methods, the answer to
 * POST /api/pedido, …).
 */
import { vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CartLine } from '@shop/domain';
import { useCartStore } from '../features/cart/cart-store.ts';
import { checkoutLinesFixture, deliveryOptionsFixture } from '../features/checkout/test-support.ts';
import { fakeFetch } from '../test/render.tsx';

type Handler = Parameters<typeof fakeFetch>[0][string];

export const checkoutLines: CartLine[] = checkoutLinesFixture;

export const checkoutUser = {
  id: 'user-1',
  username: 'ana',
  email: 'ana@example.com',
  name: 'Ana',
  isFromGoogle: false,
  isAdmin: false,
};

/** The answer of GET /api/shop: transfer and cash; tests pass their own for other methods. */
export const checkoutShop = {
  name: 'Panadería Keto',
  whatsapp: '5493870000000',
  bankAlias: 'PANADERIA.KETO',
  bankCbu: '',
  paymentMethods: ['transferencia', 'efectivo'],
};

/** Puts the cart lines in the cart store and a complete "Mis Datos Personales" in sessionStorage. */
export function seedCheckout(): void {
  useCartStore.setState({ lines: checkoutLines });
  window.sessionStorage.clear();
  window.sessionStorage.setItem(
    'checkoutCustomer',
    JSON.stringify({
      nombre: 'Ana',
      apellido: 'Pérez',
      direccion: 'San Martín 123',
      telefono: '387 555 1234',
      email: 'ana@example.com',
      notas: '',
    }),
  );
}

/**
 * Replaces `fetch` with checkout's endpoints: the shop (`shop`), the session of checkoutUser, no
 * saved profile (404), the delivery options fixture, and `handlers` added or overriding by
 * "METHOD /path". `onRequest` sees every requested URL. Undo with vi.unstubAllGlobals().
 */
export function stubCheckoutFetch({
  shop = checkoutShop,
  handlers = {},
  onRequest,
}: { shop?: object; handlers?: Record<string, Handler>; onRequest?: (url: string) => void } = {}): void {
  const fetch = fakeFetch({
    'GET /api/shop': () => ({ status: 200, body: shop }),
    'GET /api/session': () => ({ status: 200, body: { user: checkoutUser, googleEnabled: false } }),
    'GET /api/cliente': () => ({ status: 404, body: { error: { code: 'not_found', message: 'no' } } }),
    'GET /api/delivery/options': () => ({ status: 200, body: deliveryOptionsFixture }),
    ...handlers,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    onRequest?.(String(input));
    return fetch(input, init);
  });
}

/**
 * "Confirmar Pedido en Web" once it takes taps: it waits, disabled, until the session and the
 * signed-in shopper's saved details have loaded (order-actions.tsx).
 */
export async function readyConfirmButton(): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Confirmar Pedido en Web' });
  await waitFor(() => {
    if (button.disabled) throw new Error('"Confirmar Pedido en Web" is still waiting for the session');
  });
  return button;
}
