// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatArs } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { OrdersList, type PayAction } from './orders-list.tsx';

const orders = [
  {
    id: 'aaaa1111-0000',
    number: 1001,
    fechaPedido: '2025-05-04T17:05:00Z',
    fechaEntrega: null,
    total: 33000,
    status: 'pendiente',
    items: [
      { productId: '0', title: 'Pan keto', quantity: 2, unitPrice: 4000, lineTotal: 8000 },
      { productId: '12', title: 'Torta', quantity: 1, unitPrice: 25000, lineTotal: 25000 },
    ],
    hasReceipt: true,
    paymentMethod: 'transferencia',
    paymentStatus: 'pendiente',
  },
  {
    id: 'bbbb2222-0000',
    number: 1002,
    fechaPedido: '2025-04-01T12:00:00Z',
    fechaEntrega: '2025-04-02T18:30:00Z',
    total: 4000,
    status: 'entregado',
    items: [{ productId: '1', title: 'Crackers', quantity: 1, unitPrice: 4000, lineTotal: 4000 }],
    hasReceipt: false,
    paymentMethod: 'transferencia',
    paymentStatus: 'pagado',
  },
];

const mpOrder = (id: string, paymentStatus: string, status = 'pendiente', paymentMethod = 'mercadopago') => ({
  id,
  // The short number: 1001 for 'aaaa…', 1002 for 'bbbb…'...
  number: 1001 + id.charCodeAt(0) - 'a'.charCodeAt(0),
  fechaPedido: '2025-05-05T12:00:00Z',
  fechaEntrega: null,
  total: 8000,
  status,
  items: [{ productId: '0', title: 'Pan keto', quantity: 2, unitPrice: 4000, lineTotal: 8000 }],
  hasReceipt: false,
  paymentMethod,
  paymentStatus,
});

describe('OrdersList (/orders)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers "Cancelar pedido" on a pending order only, asks first, cancels it and says so (decision 0027)', async () => {
    let list = [
      mpOrder('aaaa1111-0000', 'pagado'),
      mpOrder('bbbb2222-0000', 'pendiente', 'en_camino', 'transferencia'),
    ];
    const cancelled: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/pedidos': () => ({ status: 200, body: { pedidos: list } }),
        'POST /api/pedidos/aaaa1111-0000/cancelar': () => {
          cancelled.push('aaaa1111-0000');
          list = [{ ...list[0]!, status: 'cancelado' }, list[1]!];
          return { status: 200, body: list[0] };
        },
      }),
    );
    renderAt(<OrdersList />);
    const pending = within(
      (await screen.findByRole('heading', { name: 'Pedido N.º\u00a01001' })).closest('li')!,
    );
    const onItsWay = within(screen.getByRole('heading', { name: 'Pedido N.º\u00a01002' }).closest('li')!);
    expect(onItsWay.queryByRole('button', { name: /Cancelar/ })).toBeNull();
    fireEvent.click(pending.getByRole('button', { name: 'Cancelar el pedido N.º\u00a01001' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el pedido N.º\u00a01001?' });
    // Paid by Mercado Pago: the dialog says the payment is refunded.
    expect(dialog.textContent).toContain(
      'se libera su día y, si usaste un cupón, lo podés volver a usar. Te devolvemos el pago por Mercado Pago.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantenerlo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toEqual([]);
    fireEvent.click(pending.getByRole('button', { name: 'Cancelar el pedido N.º\u00a01001' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelarlo' }),
    );
    expect(await screen.findByText('Cancelaste el pedido N.º 1001. Te mandamos un correo.')).toBeTruthy();
    expect(cancelled).toEqual(['aaaa1111-0000']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: 'Pedido N.º\u00a01001' }).closest('li')!).queryByRole(
          'button',
          { name: /Cancelar/ },
        ),
      ).toBeNull(),
    );
  });

  it('shows each order with short id, dates in Salta time, items, total, status and the receipt link while pendiente', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: orders } }) }),
    );
    renderAt(<OrdersList />);
    const first = (await screen.findByRole('heading', { name: 'Pedido N.º\u00a01001' })).closest('li')!;
    const second = screen.getByRole('heading', { name: 'Pedido N.º\u00a01002' }).closest('li')!;
    const one = within(first);
    expect(one.getByText('04/05/2025, 14:05')).toBeTruthy();
    // No delivery day chosen (before delivery choices existed) and not delivered: no empty "Fecha de entrega —".
    expect(one.queryByText('—')).toBeNull();
    expect(one.getByText('Pan keto × 2')).toBeTruthy();
    expect(one.getByText('Pendiente')).toBeTruthy();
    expect(one.getByText('Comprobante recibido')).toBeTruthy();
    expect(
      one.getByRole('link', { name: 'Subir comprobante del pedido N.º\u00a01001' }).getAttribute('href'),
    ).toBe('/pedidos/aaaa1111-0000/comprobante');
    expect(one.getByRole('link', { name: 'Cómo pagar el pedido N.º\u00a01001' }).getAttribute('href')).toBe(
      '/payment?pedido=aaaa1111-0000',
    );
    const two = within(second);
    expect(two.getAllByText('Entregado')).toHaveLength(2);
    expect(two.getByText('02/04/2025, 15:30')).toBeTruthy();
    expect(two.queryByRole('link', { name: /Subir comprobante/ })).toBeNull();
    expect(two.getByRole('button', { name: 'Subir comprobante del pedido N.º\u00a01002' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(two.queryByText('Comprobante recibido')).toBeNull();
    // Delivered: nothing left to pay, so no "Cómo pagar".
    expect(two.queryByRole('link', { name: /Cómo pagar/ })).toBeNull();
  });

  it('shows the payment badge beside the delivery status; the receipt link only for a bank transfer; "Pagar" for unpaid Mercado Pago orders', async () => {
    const list = [
      orders[0],
      mpOrder('bbbb2222-0000', 'pendiente', 'pendiente', 'efectivo'),
      mpOrder('cccc3333-0000', 'rechazado'),
      mpOrder('dddd4444-0000', 'pagado'),
      mpOrder('eeee5555-0000', 'pendiente', 'cancelado'),
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: list } }) }),
    );
    const payAction: PayAction = (order, label) => (
      <button type="button" aria-label={label.ariaLabel} data-pay={order.id}>
        {label.text}
      </button>
    );
    renderAt(<OrdersList payAction={payAction} />);
    const card = async (number: number) =>
      within((await screen.findByRole('heading', { name: `Pedido N.º\u00a0${number}` })).closest('li')!);
    const transfer = await card(1001);
    expect(transfer.getByText('Pendiente de pago').closest('[data-payment-status]')!.textContent).toBe(
      'Pago: Pendiente de pago',
    );
    expect(transfer.getByRole('link', { name: 'Subir comprobante del pedido N.º\u00a01001' })).toBeTruthy();
    expect(transfer.queryByRole('button', { name: /Pagar/ })).toBeNull();
    const cash = await card(1002);
    expect(cash.getByText('Pendiente de pago')).toBeTruthy();
    expect(cash.queryByRole('button', { name: /Subir comprobante/ })).toBeNull();
    expect(cash.queryByRole('link', { name: /Subir comprobante/ })).toBeNull();
    const rejected = await card(1003);
    expect(rejected.getByText('Rechazado')).toBeTruthy();
    expect(
      rejected.getByRole('button', { name: 'Pagar el pedido N.º\u00a01003 con Mercado Pago' }).textContent,
    ).toBe('Pagar');
    expect(
      rejected.getByRole('link', { name: 'Ver el pago del pedido N.º\u00a01003' }).getAttribute('href'),
    ).toBe('/pedidos/cccc3333-0000/pago');
    expect(rejected.queryByRole('link', { name: /Subir comprobante/ })).toBeNull();
    const paid = await card(1004);
    expect(paid.getByText('Pagado')).toBeTruthy();
    expect(paid.queryByRole('button', { name: /Pagar/ })).toBeNull();
    const cancelled = await card(1005);
    expect(cancelled.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it('names the promised day once, and the delivery date only once delivered (polish brief)', async () => {
    const pickup = {
      kind: 'pickup',
      name: 'Local',
      price: 0,
      address: 'Av. Belgrano 1000',
      date: '2025-05-08',
      window: 'tarde',
    };
    const list = [
      { ...orders[0], delivery: pickup },
      {
        ...orders[1],
        delivery: {
          ...pickup,
          kind: 'delivery',
          name: 'Centro',
          price: 1500,
          address: 'Caseros 450',
          date: '2025-04-02',
          window: 'manana',
        },
      },
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: list } }) }),
    );
    renderAt(<OrdersList />);
    const waiting = (await screen.findByRole('heading', { name: 'Pedido N.º\u00a01001' })).closest('li')!;
    const dl = (li: Element) =>
      [...li.querySelectorAll('dt')]
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`)
        .filter((row) => !row.startsWith('Total'));
    expect(dl(waiting)).toEqual([
      'Fecha del pedido: 04/05/2025, 14:05',
      'Día de retiro: Jueves, 8 de mayo, tarde (14 a 19 h)',
    ]);
    expect(waiting.textContent).not.toMatch(/Fecha de entrega|—/);
    expect(waiting.textContent).toContain('Retiro en Local (Av. Belgrano 1000): sin cargo');
    const delivered = screen.getByRole('heading', { name: 'Pedido N.º\u00a01002' }).closest('li')!;
    expect(dl(delivered)).toEqual([
      'Fecha del pedido: 01/04/2025, 09:00',
      'Día de entrega: Miércoles, 2 de abril, mañana (9 a 13 h)',
      'Entregado: 02/04/2025, 15:30',
    ]);
  });

  it('marks an order its shopper asked to withdraw from (decision 0020)', async () => {
    const asked = {
      ...mpOrder('eeee5555-0000', 'pagado', 'pendiente', 'transferencia'),
      payBefore: null,
      expired: false,
      withdrawalRequested: true,
    };
    const plainOrder = {
      ...mpOrder('ffff6666-0000', 'pagado', 'pendiente', 'transferencia'),
      payBefore: null,
      expired: false,
      withdrawalRequested: false,
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: [asked, plainOrder] } }) }),
    );
    renderAt(<OrdersList />);
    expect(await screen.findAllByText('Arrepentimiento solicitado')).toHaveLength(1);
  });

  it("tells an unpaid order's deadline in Argentina's time, and that an expired one was released", async () => {
    const unpaid = {
      ...mpOrder('cccc3333-0000', 'pendiente', 'pendiente', 'transferencia'),
      payBefore: '2026-12-01T02:30:00.000Z',
      expired: false,
    };
    const released = {
      ...mpOrder('dddd4444-0000', 'pendiente', 'cancelado', 'transferencia'),
      payBefore: null,
      expired: true,
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: [unpaid, released] } }) }),
    );
    renderAt(<OrdersList />);
    const first = within(
      (await screen.findByRole('heading', { name: 'Pedido N.º\u00a01003' })).closest('li')!,
    );
    expect(first.getByText('Pagalo antes del lunes 30 de noviembre a las 23:30')).toBeTruthy();
    const second = within(screen.getByRole('heading', { name: 'Pedido N.º\u00a01004' }).closest('li')!);
    expect(second.getByText(/Liberamos este pedido porque no se pagó a tiempo/)).toBeTruthy();
    expect(second.queryByText(/Pagalo antes del/)).toBeNull();
  });

  it('says "No tenés pedidos registrados." when there are none', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: [] } }) }));
    renderAt(<OrdersList />);
    expect(await screen.findByText('No tenés pedidos registrados.')).toBeTruthy();
  });

  it('shows "Error: {message}" when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/pedidos': () => ({
          status: 403,
          body: { error: { code: 'forbidden', message: 'No podés ver esos pedidos.' } },
        }),
      }),
    );
    renderAt(<OrdersList />);
    expect(await screen.findByText('Error: No podés ver esos pedidos.')).toBeTruthy();
  });

  it('offers "Descargar factura" on an order with an issued invoice (decision 0021)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/pedidos': () => ({ status: 200, body: { pedidos: orders } }),
        'GET /api/invoices': () => ({
          status: 200,
          body: {
            items: [
              {
                id: 5,
                orderId: 'bbbb2222-0000',
                kind: 'factura',
                label: 'C 00003-00000042',
                issueDate: '2025-04-01',
                total: 4000,
              },
              // Two partial refunds, each its credit note (decision 0033), listed newest first.
              {
                id: 9,
                orderId: 'bbbb2222-0000',
                kind: 'nota_credito',
                label: 'C 00003-00000008',
                issueDate: '2025-04-03',
                total: 500,
              },
              {
                id: 6,
                orderId: 'bbbb2222-0000',
                kind: 'nota_credito',
                label: 'C 00003-00000007',
                issueDate: '2025-04-02',
                total: 1000,
              },
            ],
          },
        }),
      }),
    );
    renderAt(<OrdersList />);
    const second = (await screen.findByRole('heading', { name: 'Pedido N.º\u00a01002' })).closest('li')!;
    const link = await within(second).findByRole('link', { name: 'Descargar factura C 00003-00000042' });
    expect(link.getAttribute('href')).toBe('/api/invoices/5/pdf?download=1');
    // The invoice first, then its credit notes oldest first, each with its amount.
    expect(
      within(second)
        .getAllByRole('link', { name: /^Descargar (factura|nota)/ })
        .map((a) => a.textContent?.replace(/\s/g, ' ')),
    ).toEqual(
      ['Descargar factura', 'Descargar nota de crédito de $ 1.000', 'Descargar nota de crédito de $ 500'].map(
        (x) =>
          x.replace(/\$ (\S+)/, (_, n: string) =>
            formatArs(Number(n.replace('.', '')), 'es').replace(/\s/g, ' '),
          ),
      ),
    );
    const first = screen.getByRole('heading', { name: 'Pedido N.º\u00a01001' }).closest('li')!;
    expect(within(first).queryByText('Descargar factura')).toBeNull();
  });
});
