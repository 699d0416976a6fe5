// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Pedido } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { paymentRedirect } from '../../../lib/leave-for-payment.ts';
import { OrderPayment } from './order-payment.tsx';

const ID = 'abcd1234-5678';
const order = (over: Partial<Pedido> = {}): Pedido => ({
  id: ID,
  number: 1042,
  fechaPedido: '2025-05-04T17:05:00Z',
  fechaEntrega: null,
  subtotal: 29000,
  discount: 0,
  coupon: null,
  delivery: null,
  total: 29000,
  status: 'pendiente',
  items: [{ productId: '12', title: 'Torta', quantity: 1, unitPrice: 29000, lineTotal: 29000 }],
  hasReceipt: false,
  paymentMethod: 'mercadopago',
  paymentStatus: 'pendiente',
  payBefore: null,
  expired: false,
  withdrawalRequested: false,
  ...over,
});

type Answer = { status: number; body: unknown };

/** Fake API: the sync answers `sync`, each GET the next of `gets` (the last repeats); counts the calls. */
function payApi({ sync, gets = [], pay }: { sync: Answer; gets?: Answer[]; pay?: Answer }) {
  const calls = { sync: 0, get: 0, pay: 0 };
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      [`POST /api/pedidos/${ID}/pago/sync`]: () => {
        calls.sync += 1;
        return sync;
      },
      [`GET /api/pedidos/${ID}`]: () => {
        calls.get += 1;
        return gets[Math.min(calls.get - 1, gets.length - 1)] ?? { status: 500, body: {} };
      },
      [`POST /api/pedidos/${ID}/pago`]: () => {
        calls.pay += 1;
        return pay ?? { status: 500, body: {} };
      },
    }),
  );
  return calls;
}

/** The sync answers `{ pedido }`; GET /api/pedidos/:id answers the order itself. */
const ok = (pedido: Pedido): Answer => ({ status: 200, body: { pedido } });
const got = (pedido: Pedido): Answer => ({ status: 200, body: pedido });
const fast = { intervalMs: 50, limitMs: 400 };

describe('OrderPayment (/pedidos/:pedidoId/pago)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('syncs once on arrival and thanks for a paid order, with the order summary and the payment badge', async () => {
    const calls = payApi({ sync: ok(order({ paymentStatus: 'pagado' })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('¡Gracias! Recibimos tu pago.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago del pedido N.º\u00a01042' })).toBeTruthy();
    expect(screen.getByText(/^Torta × 1: \$\s?29\.000/)).toBeTruthy();
    expect(screen.getByText('Forma de pago: Mercado Pago')).toBeTruthy();
    expect(document.querySelector('[data-payment-status="pagado"]')!.textContent).toBe('Pago: Pagado');
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toMatchObject({ sync: 1, get: 0 });
  });

  it('shows the breakdown the mail shows: subtotal, discount, delivery with its price, total and day', async () => {
    const placed = order({
      paymentMethod: 'efectivo',
      subtotal: 12000,
      discount: 1200,
      coupon: 'DIEZ',
      total: 13300,
      items: [
        { productId: '3', title: 'Pan', quantity: 2, unitPrice: 4000, lineTotal: 8000 },
        { productId: '5', title: 'Galletas', quantity: 1, unitPrice: 4000, lineTotal: 4000 },
      ],
      delivery: {
        kind: 'delivery',
        name: 'Capital',
        price: 2500,
        address: 'Caseros 450',
        date: '2031-03-13',
        window: 'manana',
      },
    });
    payApi({ sync: ok(placed), gets: [got(placed)] });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    const amounts = await screen.findByTestId('payment-amounts');
    const rows = [...amounts.querySelectorAll('[data-amount]')].map((row) =>
      row.textContent?.replace(/\s+/g, ' '),
    );
    expect(rows).toEqual([
      expect.stringMatching(/^Subtotal\$ ?12\.000,00$/),
      expect.stringMatching(/^Descuento \(DIEZ\)-\$ ?1\.200,00$/),
      expect.stringMatching(/^Envío \(Capital\)\$ ?2\.500,00$/),
      expect.stringMatching(/^Total\$ ?13\.300,00$/),
      'Día de entregajueves, 13 de marzo, mañana (9 a 13 h)',
    ]);
  });

  it('while pendiente it waits with a progress bar, polling until the server says pagado', async () => {
    const calls = payApi({
      sync: ok(order()),
      gets: [got(order()), got(order({ paymentStatus: 'pagado' }))],
    });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('Estamos esperando la confirmación de Mercado Pago')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Estamos esperando la confirmación de Mercado Pago' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
    expect(await screen.findByText('¡Gracias! Recibimos tu pago.')).toBeTruthy();
    expect(calls.sync).toBe(1);
    expect(calls.get).toBeGreaterThanOrEqual(2);
  });

  it('a sync refused with 429 (a reload within 10 s) shows no error: it waits on the stored order', async () => {
    const limited = {
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Demasiados intentos. Esperá unos minutos y volvé a probar.',
        },
      },
    };
    const calls = payApi({ sync: limited, gets: [got(order()), got(order({ paymentStatus: 'pagado' }))] });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('Estamos esperando la confirmación de Mercado Pago')).toBeTruthy();
    expect(await screen.findByText('¡Gracias! Recibimos tu pago.')).toBeTruthy();
    expect(screen.queryByText(/Demasiados intentos/)).toBeNull();
    expect(document.querySelector('[data-severity="error"], [data-severity="warning"]')).toBeNull();
    expect(calls.sync).toBe(1);
  });

  it('stops waiting after the limit, then offers to pay and to check again', async () => {
    const calls = payApi({ sync: ok(order()), gets: [got(order())] });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText(/Todavía no tenemos la confirmación de Mercado Pago/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const polled = calls.get;
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.get).toBe(polled);
    expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    expect(await screen.findByText('Estamos esperando la confirmación de Mercado Pago')).toBeTruthy();
    await waitFor(() => expect(calls.get).toBeGreaterThan(polled));
  });

  it('not back from a payment attempt (from /orders, or Back on Mercado Pago): an unpaid order offers to pay at once instead of waiting', async () => {
    const calls = payApi({ sync: ok(order()), gets: [got(order())] });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} awaitPayment={false} />);
    expect(await screen.findByText(/Si no llegaste a pagar, podés hacerlo ahora/)).toBeTruthy();
    expect(screen.queryByText('Estamos esperando la confirmación de Mercado Pago')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toMatchObject({ sync: 1, get: 0 });
    // "Volver a consultar" still starts a round of waiting.
    fireEvent.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    expect(await screen.findByText('Estamos esperando la confirmación de Mercado Pago')).toBeTruthy();
    await waitFor(() => expect(calls.get).toBeGreaterThan(0));
  });

  it('rechazado: says so and "Pagar con Mercado Pago" leaves for a new checkout', async () => {
    const leave = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
    const calls = payApi({
      sync: ok(order({ paymentStatus: 'rechazado' })),
      pay: { status: 200, body: { checkoutUrl: 'https://mp.example/c/2' } },
    });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('El pago fue rechazado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://mp.example/c/2', `/pedidos/${ID}/pago`));
    expect(calls.pay).toBe(1);
  });

  it("a retry that fails shows the server's message and can be tried again", async () => {
    const message = 'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.';
    payApi({
      sync: ok(order({ paymentStatus: 'rechazado' })),
      pay: { status: 503, body: { error: { code: 'payment_unavailable', message } } },
    });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar con Mercado Pago' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveProperty('disabled', false);
  });

  it('with the failure handed over by checkout: shows it and the retry, without syncing or waiting', async () => {
    const calls = payApi({ sync: ok(order()), gets: [got(order())] });
    renderAt(
      <OrderPayment pedidoId={ID} poll={fast} initialError="Mercado Pago no responde en este momento." />,
    );
    expect(await screen.findByText('Mercado Pago no responde en este momento.')).toBeTruthy();
    // The shopper is told the order exists, so they do not order again.
    expect(screen.getByText('Tu pedido quedó registrado, pero todavía no está pagado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toMatchObject({ sync: 0, get: 1 });
  });

  it.each([
    ['reembolsado', 'El pago fue reembolsado: te devolvimos el dinero por Mercado Pago.'],
    ['en_revision', 'Estamos revisando tu pago'],
  ] as const)('%s: explains it, with no pay button', async (paymentStatus, text) => {
    payApi({ sync: ok(order({ paymentStatus })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
  });

  it('a cancelled unpaid order cannot be paid', async () => {
    payApi({ sync: ok(order({ status: 'cancelado' })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('Este pedido fue cancelado: ya no se puede pagar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
  });

  it('someone else\'s or an unknown order: "No encontramos ese pedido"', async () => {
    const missing = {
      status: 404,
      body: { error: { code: 'order_not_found', message: 'No encontramos ese pedido.' } },
    };
    payApi({ sync: missing, gets: [missing] });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('No encontramos ese pedido entre los tuyos.')).toBeTruthy();
  });

  it('speaks English', async () => {
    payApi({ sync: ok(order({ paymentStatus: 'rechazado' })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    const i18n = (await import('../../../lib/i18n.ts')).default;
    await i18n.changeLanguage('en');
    expect(await screen.findByText('The payment was rejected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Mercado Pago' })).toBeTruthy();
    await i18n.changeLanguage('es');
  });

  it("tells an unpaid order's deadline in Argentina's time, and that an expired order was released", async () => {
    // 02:30 UTC on 1 December is 23:30 of Monday 30 November in Argentina.
    payApi({ sync: ok(order({ paymentMethod: 'transferencia', payBefore: '2026-12-01T02:30:00.000Z' })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText('Pagalo antes del lunes 30 de noviembre a las 23:30')).toBeTruthy();
    cleanup();
    payApi({ sync: ok(order({ status: 'cancelado', expired: true })) });
    renderAt(<OrderPayment pedidoId={ID} poll={fast} />);
    expect(await screen.findByText(/Liberamos este pedido porque no se pagó a tiempo/)).toBeTruthy();
    expect(screen.queryByText(/Pagalo antes del/)).toBeNull();
  });
});
