// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render.tsx';
import type { AdminOrderPage, AdminOrderSummary } from '../api/get-orders.ts';
import { OrderDesk } from './order-desk.tsx';

const order = (id: string, name: string): AdminOrderSummary => ({
  id,
  // The short number: 1001 for 'aaaa…', 1002 for 'bbbb…'...
  number: 1001 + id.charCodeAt(0) - 'a'.charCodeAt(0),
  createdAt: '2026-11-20T15:00:00.000Z',
  deliveryDate: null,
  status: 'pendiente',
  total: 5000,
  customer: { name, email: `${name.toLowerCase()}@example.com`, phone: '3870000000' },
  paymentMethod: 'transferencia',
  paymentStatus: 'pendiente',
  receiptToCheck: false,
});
/** The desk also asks for the orders started by WhatsApp: none in these tests. */
const withoutWhatsappOrders =
  (fetch: (input: RequestInfo | URL) => Promise<Response>) => (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === '/api/admin/whatsapp-orders'
      ? Promise.resolve(
          new Response(JSON.stringify({ items: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : fetch(input);
const page = (items: AdminOrderSummary[]): AdminOrderPage => ({
  items,
  total: items.length,
  counts: { pendiente: items.length, en_camino: 0, listo_para_retirar: 0, entregado: 0, cancelado: 0 },
  paymentCounts: { pendiente: items.length, pagado: 0, rechazado: 0, reembolsado: 0, en_revision: 0 },
  receiptsToCheck: 0,
});

describe('OrderDesk payment status', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each order's payment badge and filters by payment status with the counts, kept in the address", async () => {
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      withoutWhatsappOrders((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url.searchParams.get('paymentStatus'));
        const paid = {
          ...order('cccccccc-3', 'Caro'),
          paymentMethod: 'mercadopago' as const,
          paymentStatus: 'pagado' as const,
        };
        const body: AdminOrderPage =
          url.searchParams.get('paymentStatus') === 'pagado'
            ? {
                ...page([paid]),
                paymentCounts: { pendiente: 1, pagado: 1, rechazado: 0, reembolsado: 0, en_revision: 0 },
              }
            : {
                ...page([order('aaaaaaaa-1', 'Ana'), paid]),
                paymentCounts: { pendiente: 1, pagado: 1, rechazado: 0, reembolsado: 0, en_revision: 0 },
              };
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    const { router } = renderAt(<OrderDesk />, { path: '/admin' });
    const filters = await screen.findByRole('group', { name: 'Filtrar por estado del pago' });
    expect(await within(filters).findByRole('button', { name: 'Todos los pagos (2)' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Pendiente de pago (1)' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'En revisión (0)' })).toBeTruthy();
    const ana = (await screen.findByRole('link', { name: /N\.º\u00a01001/ })).closest('li')!;
    expect(within(ana).getByText('Pendiente de pago').closest('[data-payment-status]')!.textContent).toBe(
      'Pago: Pendiente de pago',
    );

    fireEvent.click(within(filters).getByRole('button', { name: 'Pagado (1)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /N\.º\u00a01001/ })).toBeNull());
    expect(asked).toContain('pagado');
    expect(router.state.location.search).toBe('?payment=pagado');
    expect(within(filters).getByRole('button', { name: 'Pagado (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('OrderDesk receipts to check', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an order with an unchecked receipt "En revisión" with a receipt marker, as the count does', async () => {
    vi.stubGlobal(
      'fetch',
      withoutWhatsappOrders(() => {
        const body: AdminOrderPage = {
          ...page([{ ...order('dddddddd-4', 'Dora'), receiptToCheck: true }, order('eeeeeeee-5', 'Eva')]),
          paymentCounts: { pendiente: 1, pagado: 0, rechazado: 0, reembolsado: 0, en_revision: 1 },
          receiptsToCheck: 1,
        };
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    renderAt(<OrderDesk />, { path: '/admin' });
    const filters = await screen.findByRole('group', { name: 'Filtrar por estado del pago' });
    expect(await within(filters).findByRole('button', { name: 'En revisión (1)' })).toBeTruthy();
    const dora = (await screen.findByRole('link', { name: /N\.º\u00a01004/ })).closest('li')!;
    expect(dora.querySelector('[data-payment-status]')!.textContent).toBe('Pago: En revisión');
    expect(within(dora).getByText('Comprobante por revisar')).toBeTruthy();
    const eva = screen.getByRole('link', { name: /N\.º\u00a01005/ }).closest('li')!;
    expect(within(eva).queryByText('Comprobante por revisar')).toBeNull();
  });
});

describe('OrderDesk search (the order desk)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the orders on screen, marked busy, while a search loads, then shows its result', async () => {
    // Every search request waits until answerSearch; later ones (a refetch) get the same answer.
    let searchAnswer: AdminOrderPage | null = null;
    const waiting: ((response: Response) => void)[] = [];
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const answerSearch = (body: AdminOrderPage) => {
      searchAnswer = body;
      for (const resolve of waiting.splice(0)) resolve(json(body));
    };
    vi.stubGlobal(
      'fetch',
      withoutWhatsappOrders((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname !== '/api/admin/orders') return Promise.resolve(new Response('{}', { status: 599 }));
        if (!url.searchParams.get('q'))
          return Promise.resolve(json(page([order('aaaaaaaa-1', 'Ana'), order('bbbbbbbb-2', 'Beto')])));
        if (searchAnswer) return Promise.resolve(json(searchAnswer));
        return new Promise<Response>((resolve) => waiting.push(resolve));
      }),
    );
    renderAt(<OrderDesk />, { path: '/admin' });
    const ana = await screen.findByRole('link', { name: /N\.º\u00a01001/ });

    fireEvent.change(screen.getByLabelText('Buscar por nombre, e-mail o número de pedido'), {
      target: { value: 'Ana' },
    });
    // After the debounce the search is asked for; meanwhile the same rows (the same elements) stay.
    await waitFor(
      () =>
        expect(
          screen.getByRole('link', { name: /N\.º\u00a01001/ }).closest('[aria-busy="true"]'),
        ).not.toBeNull(),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('link', { name: /N\.º\u00a01001/ })).toBe(ana);
    expect(screen.getByRole('link', { name: /N\.º\u00a01002/ })).toBeTruthy();

    answerSearch(page([order('aaaaaaaa-1', 'Ana')]));
    await waitFor(() => expect(screen.queryByRole('link', { name: /N\.º\u00a01002/ })).toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('link', { name: /N\.º\u00a01001/ }).closest('[aria-busy="true"]')).toBeNull();
  });
});
