// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatArs } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import type { AdminOrderDetail } from '../api/get-order.ts';
import { canMarkPaid, canRefund, OrderPaymentPanel } from './order-payment-panel.tsx';

const ID = 'abcd1234-5678';
const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: ID,
  number: 1042,
  userId: 'user-1',
  status: 'pendiente',
  createdAt: '2025-05-04T17:05:00Z',
  deliveryDate: null,
  subtotal: 29000,
  discount: 0,
  coupon: null,
  total: 29000,
  delivery: null,
  lang: 'es',
  customer: {
    firstname: 'Ana',
    lastname: 'Pérez',
    email: 'ana@example.com',
    phone: '387',
    address: 'Calle 1',
    addressNotes: null,
  },
  items: [],
  receipts: [],
  history: [],
  allowedNext: ['en_camino', 'cancelado'],
  undo: null,
  paymentMethod: 'transferencia',
  paymentStatus: 'pendiente',
  paymentDueAt: null,
  expiredAt: null,
  withdrawalRequested: false,
  payments: [],
  paymentHistory: [],
  ...over,
});

/** Renders the panel with the order as the cache holds it, so a mutation's answer re-renders it. */
function renderPanel(order: AdminOrderDetail) {
  const view = renderAt(<Panel id={order.id} />);
  view.queryClient.setQueryData(['admin', 'orders', 'one', order.id], order);
  return view;
}
function Panel({ id }: { id: string }) {
  const client = useQueryClient();
  const key = ['admin', 'orders', 'one', id];
  // No server here: a refetch (after a mutation) answers what the cache holds.
  const { data } = useQuery<AdminOrderDetail>({
    queryKey: key,
    queryFn: () => client.getQueryData<AdminOrderDetail>(key)!,
    enabled: false,
  });
  return data ? <OrderPaymentPanel order={data} /> : null;
}

describe('OrderPaymentPanel (back office order page)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows when an unpaid order is released, and that a released one was', async () => {
    renderPanel(detail({ paymentDueAt: '2025-05-05T17:05:00Z' }));
    expect(await screen.findByText('Se libera si no se paga')).toBeTruthy();
    expect(screen.getByText('05/05/2025, 14:05')).toBeTruthy();
    cleanup();
    // Once paid, the deadline no longer applies and is not shown.
    renderPanel(detail({ paymentStatus: 'pagado', paymentDueAt: '2025-05-05T17:05:00Z' }));
    expect(
      await screen.findByText('Pagado', { selector: '[data-payment-status] *, [data-payment-status]' }),
    ).toBeTruthy();
    expect(screen.queryByText('Se libera si no se paga')).toBeNull();
    cleanup();
    renderPanel(
      detail({
        status: 'cancelado',
        paymentStatus: 'en_revision',
        paymentDueAt: '2025-05-05T17:05:00Z',
        expiredAt: '2025-05-05T17:06:00Z',
      }),
    );
    expect((await screen.findByTestId('admin-order-expired')).textContent).toBe(
      'Liberado el 05/05/2025, 14:06 porque no se pagó a tiempo: quedó cancelado y su día y su cupón, libres. Si igual llega un pago, el pedido pasa a «En revisión».',
    );
    expect(screen.queryByText('Se libera si no se paga')).toBeNull();
  });

  it('marks a transfer order paid and shows the new state', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`POST /api/admin/orders/${ID}/payment`]: (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return {
            status: 200,
            body: detail({
              paymentStatus: 'pagado',
              paymentHistory: [
                {
                  at: '2025-05-05T13:00:00Z',
                  source: 'admin',
                  from: 'pendiente',
                  to: 'pagado',
                  by: 'ana',
                  detail: null,
                },
              ],
            }),
          };
        },
      }),
    );
    renderPanel(detail());
    expect(await screen.findByText('Transferencia bancaria')).toBeTruthy();
    expect(screen.getByText('Sin cambios del pago todavía.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como pagado' }));
    expect(await screen.findByText('Pedido marcado como pagado.')).toBeTruthy();
    expect(sent).toEqual([{ status: 'pagado' }]);
    expect(screen.getByText('Pendiente de pago → Pagado')).toBeTruthy();
    expect(screen.getByText(/por administración \(ana\), el 05\/05\/2025, 10:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();
  });

  it("shows the server's refusal when marking paid fails", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`POST /api/admin/orders/${ID}/payment`]: () => ({
          status: 409,
          body: { error: { code: 'invalid_payment_change', message: 'Ese pedido ya está pagado.' } },
        }),
      }),
    );
    renderPanel(detail({ paymentMethod: 'efectivo', paymentStatus: 'en_revision' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como pagado' }));
    expect(await screen.findByText('Ese pedido ya está pagado.')).toBeTruthy();
  });

  it('lists the Mercado Pago payments and history, and refunds only after confirming', async () => {
    let refunds = 0;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`POST /api/admin/orders/${ID}/refund`]: (init) => {
          refunds += 1;
          bodies.push(JSON.parse(String(init?.body)));
          return {
            status: 200,
            body: detail({ paymentMethod: 'mercadopago', paymentStatus: 'reembolsado' }),
          };
        },
      }),
    );
    renderPanel(
      detail({
        paymentMethod: 'mercadopago',
        paymentStatus: 'pagado',
        payments: [
          {
            id: '111',
            status: 'rejected',
            amount: 29000,
            refunded: 0,
            at: '2025-05-04T17:10:00Z',
          },
          {
            id: '112',
            status: 'approved',
            amount: 29000,
            refunded: 0,
            at: '2025-05-04T17:12:00Z',
          },
        ],
        paymentHistory: [
          {
            at: '2025-05-04T17:10:05Z',
            source: 'webhook',
            from: 'pendiente',
            to: 'rechazado',
            by: 'notif-1',
            detail: 'payment 111 rejected',
          },
          {
            at: '2025-05-04T17:12:05Z',
            source: 'return',
            from: 'rechazado',
            to: 'pagado',
            by: null,
            detail: 'payment 112 approved',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Pagos de Mercado Pago' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('111');
    expect(rows[1]!.textContent).toContain('Rechazado');
    expect(rows[2]!.textContent).toContain('Aprobado');
    expect(screen.getByText('Pendiente de pago → Rechazado')).toBeTruthy();
    expect(screen.getByText(/por notificación de Mercado Pago \(notif-1\)/)).toBeTruthy();
    expect(screen.getByText('payment 112 approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Reembolsar el pago del pedido N.º\u00a01042?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunds).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const again = await screen.findByRole('dialog');
    // The amount starts at all that is left; more than that is refused before asking.
    const amount = within(again).getByRole('textbox', { name: 'Monto a reembolsar' });
    expect((amount as HTMLInputElement).value).toBe('29000');
    fireEvent.change(amount, { target: { value: '30.000' } });
    expect(within(again).getByRole('alert').textContent?.replace(/\s/g, ' ')).toBe(
      `Escribí un monto entre $ 1 y ${formatArs(29000, 'es')}.`.replace(/\s/g, ' '),
    );
    expect(within(again).getByRole('button', { name: 'Reembolsar' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(amount, { target: { value: '29.000' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Pago reembolsado por Mercado Pago.')).toBeTruthy();
    expect(refunds).toBe(1);
    expect(bodies).toEqual([{ amount: 29000 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull());
    expect(document.querySelector('[data-payment-status="reembolsado"]')).not.toBeNull();
  });

  it('refunds part of a payment already partly refunded: says what was given back, starts at what is left, sends the amount typed', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`POST /api/admin/orders/${ID}/refund`]: (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 200, body: detail({ paymentMethod: 'mercadopago', paymentStatus: 'pagado' }) };
        },
      }),
    );
    renderPanel(
      detail({
        paymentMethod: 'mercadopago',
        paymentStatus: 'pagado',
        payments: [
          {
            id: '112',
            status: 'approved',
            amount: 29000,
            refunded: 1000,
            at: '2025-05-04T17:12:00Z',
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Pagos de Mercado Pago' });
    expect(within(table).getAllByRole('row')[1]!.textContent?.replace(/\s/g, ' ')).toContain(
      `Aprobadodevuelto ${formatArs(1000, 'es')}`.replace(/\s/g, ' '),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      `Queda por devolver ${formatArs(28000, 'es')}.`.replace(/\s/g, ' '),
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Monto a reembolsar' });
    expect((amount as HTMLInputElement).value).toBe('28000');
    fireEvent.change(amount, { target: { value: '5.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText(/^Se reembolsaron \$\s5\.000(,00)? por Mercado Pago\.$/)).toBeTruthy();
    expect(bodies).toEqual([{ amount: 5000 }]);
  });

  it("shows Mercado Pago's unavailability message when a refund fails with 503", async () => {
    const message = 'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.';
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`POST /api/admin/orders/${ID}/refund`]: () => ({
          status: 503,
          body: { error: { code: 'payment_unavailable', message } },
        }),
      }),
    );
    renderPanel(
      detail({
        paymentMethod: 'mercadopago',
        paymentStatus: 'pagado',
        payments: [{ id: '112', status: 'approved', amount: 29000, refunded: 0, at: '2025-05-04T17:12:00Z' }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('canMarkPaid / canRefund', () => {
  it('mark paid: transfer or cash, pendiente or en_revision; refund: paid Mercado Pago', () => {
    expect(canMarkPaid({ paymentMethod: 'transferencia', paymentStatus: 'pendiente' })).toBe(true);
    expect(canMarkPaid({ paymentMethod: 'efectivo', paymentStatus: 'en_revision' })).toBe(true);
    expect(canMarkPaid({ paymentMethod: 'efectivo', paymentStatus: 'pagado' })).toBe(false);
    expect(canMarkPaid({ paymentMethod: 'mercadopago', paymentStatus: 'pendiente' })).toBe(false);
    expect(canRefund({ paymentMethod: 'mercadopago', paymentStatus: 'pagado' })).toBe(true);
    expect(canRefund({ paymentMethod: 'mercadopago', paymentStatus: 'reembolsado' })).toBe(false);
    expect(canRefund({ paymentMethod: 'transferencia', paymentStatus: 'pagado' })).toBe(false);
  });
});
