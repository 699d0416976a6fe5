// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWhatsappOrder } from '@shop/domain';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { WhatsappOrders } from './whatsapp-orders.tsx';

const started: AdminWhatsappOrder = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'W-4F7K',
  status: 'iniciado',
  customer: 'Lucía Gómez',
  phone: '387 555 1234',
  email: '',
  address: '',
  lines: [{ productId: '3', title: 'Torta de chocolate', quantity: 2, unitPrice: 12000, lineTotal: 24000 }],
  subtotal: 24000,
  discount: 0,
  coupon: null,
  total: 24000,
  delivery: {
    kind: 'pickup',
    name: 'Local',
    price: 0,
    address: 'Caseros 1',
    date: '2030-03-14',
    window: 'tarde',
  },
  paymentMethod: 'efectivo',
  createdAt: '2030-03-10T15:00:00.000Z',
  expiresAt: '2030-03-13T15:00:00.000Z',
  decidedAt: null,
};
const confirmedOne: AdminWhatsappOrder = { ...started, id: '2', reference: 'W-9XYQ', status: 'confirmado' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the desk's orders started by WhatsApp", () => {
  it('lists the one to confirm first, with its reference, lines, day and total, and confirms it', async () => {
    const decisions: unknown[] = [];
    let items = [confirmedOne, started];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/whatsapp-orders': () => ({ status: 200, body: { items } }),
        [`POST /api/admin/whatsapp-orders/${started.id}/decision`]: (init) => {
          decisions.push(JSON.parse(String(init?.body)));
          items = [confirmedOne, { ...started, status: 'confirmado' }];
          return { status: 200, body: items[1] };
        },
      }),
    );
    renderAt(<WhatsappOrders />, { path: '/admin/orders' });
    const cards = await screen.findAllByTestId('whatsapp-order');
    expect(cards.map((c) => c.getAttribute('data-reference'))).toEqual(['W-4F7K', 'W-9XYQ']);
    const first = within(cards[0]!);
    expect(first.getByText('Iniciado por WhatsApp')).toBeTruthy();
    expect(first.getByText(/2 × Torta de chocolate/)).toBeTruthy();
    expect(first.getByText(/Día de retiro/)).toBeTruthy();
    expect(first.getByText(/Total: \$\s24\.000/)).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Confirmar/ })).toBeNull();
    fireEvent.click(first.getByRole('button', { name: 'Confirmar el pedido de WhatsApp W-4F7K' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'confirmar' }]));
    expect(await screen.findByText('Pedido W-4F7K confirmado: ya cuenta en la producción.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Confirmar el pedido/ })).toBeNull());
  });

  it('shows only the order of a given reference (the production list links with it)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/whatsapp-orders': () => ({ status: 200, body: { items: [started, confirmedOne] } }),
      }),
    );
    renderAt(<WhatsappOrders reference="w-9xyq" />, { path: '/admin/orders' });
    const cards = await screen.findAllByTestId('whatsapp-order');
    expect(cards.map((c) => c.getAttribute('data-reference'))).toEqual(['W-9XYQ']);
  });
});
