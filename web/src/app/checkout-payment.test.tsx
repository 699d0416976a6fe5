// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderAt } from '../test/render.tsx';
import { useCartStore } from '../features/cart/cart-store.ts';
import { paymentRedirect } from '../lib/leave-for-payment.ts';
import CheckoutRoute from './routes/checkout.tsx';
import { chooseDelivery } from '../features/checkout/test-support.ts';
import {
  checkoutShop,
  readyConfirmButton,
  seedCheckout,
  stubCheckoutFetch,
} from './checkout-test-support.ts';

const shop = {
  ...checkoutShop,
  whatsappDisplay: '+54 9 387 000 0000',
  bankCbu: '0110599520000001234567',
  paymentMethods: ['mercadopago', 'transferencia', 'efectivo'],
};
const pedido = {
  id: 'abcd1234-0000',
  number: 1042,
  fechaPedido: '2025-05-04T17:05:00Z',
  fechaEntrega: null,
  total: 8000,
  status: 'pendiente',
  items: [],
  hasReceipt: false,
  paymentMethod: 'mercadopago',
  paymentStatus: 'pendiente',
};

function PayPageProbe() {
  const location = useLocation();
  return (
    <p>{`pay page ${location.pathname}: ${(location.state as { payError?: string } | null)?.payError ?? ''}`}</p>
  );
}

function renderCheckout(payAnswer: { status: number; body: unknown }) {
  const bodies: Record<string, unknown> = {};
  stubCheckoutFetch({
    shop,
    handlers: {
      'POST /api/pedido': (init) => {
        bodies.pedido = JSON.parse(String(init?.body));
        return { status: 201, body: { pedido } };
      },
      'POST /api/pedidos/abcd1234-0000/pago': () => payAnswer,
    },
  });
  renderAt(<CheckoutRoute />, {
    path: '/checkout',
    routes: [{ path: '/pedidos/:pedidoId/pago', element: <PayPageProbe /> }],
  });
  return bodies;
}

const confirm = readyConfirmButton;

describe('/checkout "Forma de pago"', () => {
  beforeEach(() => {
    seedCheckout();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers the shop's methods in its order in a labelled group, each described by its hint, and requires a choice", async () => {
    const bodies = renderCheckout({
      status: 200,
      body: { checkoutUrl: 'https://mp.example/checkout?pref=1' },
    });
    await chooseDelivery();
    const group = (await screen.findByRole('radio', { name: 'Mercado Pago' })).closest<HTMLElement>(
      '[role="radiogroup"]',
    )!;
    const fieldset = group.closest('fieldset')!;
    expect(within(fieldset).getByText('Forma de pago', { selector: 'legend, legend *' })).toBeTruthy();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['mercadopago', 'transferencia', 'efectivo']);
    const transfer = within(group).getByRole('radio', { name: 'Transferencia bancaria' });
    expect(transfer.getAttribute('aria-describedby')).toBe('payment-method-transferencia-hint');
    expect(document.getElementById('payment-method-transferencia-hint')!.textContent).toContain(
      'Alias: PANADERIA.KETO · CBU: 0110599520000001234567',
    );
    expect(within(group).getByRole('radio', { name: 'Mercado Pago' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Efectivo al recibir o retirar' })).toBeTruthy();

    fireEvent.click(await confirm());
    expect(await screen.findByText('Elegí cómo vas a pagar')).toBeTruthy();
    expect(screen.getByText('Elegí una forma de pago para confirmar el pedido.')).toBeTruthy();
    expect(document.activeElement).toBe(radios[0]);
    expect(bodies.pedido).toBeUndefined();

    fireEvent.click(transfer);
    expect(screen.queryByText('Elegí cómo vas a pagar')).toBeNull();
    expect(window.sessionStorage.getItem('checkoutPaymentMethod')).toBe('transferencia');
  });

  it('Mercado Pago: places the order with the method, empties the cart and leaves for the checkout address', async () => {
    const leave = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
    const bodies = renderCheckout({
      status: 200,
      body: { checkoutUrl: 'https://mp.example/checkout?pref=1' },
    });
    await chooseDelivery();
    fireEvent.click(await screen.findByRole('radio', { name: 'Mercado Pago' }));
    fireEvent.click(await confirm());
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://mp.example/checkout?pref=1', '/pedidos/abcd1234-0000/pago'),
    );
    expect(bodies.pedido).toMatchObject({
      paymentMethod: 'mercadopago',
      delivery: { zoneId: '1', date: '2031-03-13', window: 'manana' },
      items: [{ id: '0', quantity: 2 }],
    });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Te llevamos a Mercado Pago');
  });

  it("Mercado Pago down (503): goes to the order's payment page with the server's message", async () => {
    const leave = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
    const message = 'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.';
    renderCheckout({ status: 503, body: { error: { code: 'payment_unavailable', message } } });
    await chooseDelivery();
    fireEvent.click(await screen.findByRole('radio', { name: 'Mercado Pago' }));
    fireEvent.click(await confirm());
    expect(await screen.findByText(`pay page /pedidos/abcd1234-0000/pago: ${message}`)).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
