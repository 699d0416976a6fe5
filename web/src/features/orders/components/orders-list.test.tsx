// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { OrdersList } from './orders-list.tsx';

const orders = [
  {
    id: 'aaaa1111-0000',
    fechaPedido: '2025-05-04T17:05:00Z',
    fechaEntrega: null,
    total: 33000,
    status: 'pendiente',
    items: [
      { productId: '0', title: 'Pan keto', quantity: 2, unitPrice: 4000, lineTotal: 8000 },
      { productId: '12', title: 'Torta', quantity: 1, unitPrice: 25000, lineTotal: 25000 },
    ],
    hasReceipt: true,
  },
  {
    id: 'bbbb2222-0000',
    fechaPedido: '2025-04-01T12:00:00Z',
    fechaEntrega: '2025-04-02T18:30:00Z',
    total: 4000,
    status: 'entregado',
    items: [{ productId: '1', title: 'Crackers', quantity: 1, unitPrice: 4000, lineTotal: 4000 }],
    hasReceipt: false,
  },
];

describe('OrdersList (/orders, SPEC.md sections 2, 8)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each order with short id, dates in Salta time, items, total, status and the receipt link while pendiente', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: orders } }) }));
    renderAt(<OrdersList />);
    const first = (await screen.findByRole('heading', { name: 'Pedido #aaaa' })).closest('li')!;
    const second = screen.getByRole('heading', { name: 'Pedido #bbbb' }).closest('li')!;
    const one = within(first);
    expect(one.getByText('04/05/2025, 14:05')).toBeTruthy();
    expect(one.getByText('—')).toBeTruthy();
    expect(one.getByText('Pan keto × 2')).toBeTruthy();
    expect(one.getByText('Pendiente')).toBeTruthy();
    expect(one.getByText('Comprobante recibido')).toBeTruthy();
    expect(one.getByRole('link', { name: 'Subir comprobante del pedido #aaaa' }).getAttribute('href')).toBe('/pedidos/aaaa1111-0000/comprobante');
    expect(one.getByRole('link', { name: 'Cómo pagar el pedido #aaaa' }).getAttribute('href')).toBe('/payment?pedido=aaaa1111-0000');
    const two = within(second);
    expect(two.getByText('Entregado')).toBeTruthy();
    expect(two.getByText('02/04/2025, 15:30')).toBeTruthy();
    expect(two.queryByRole('link', { name: /Subir comprobante/ })).toBeNull();
    expect(two.getByRole('button', { name: 'Subir comprobante del pedido #bbbb' })).toHaveProperty('disabled', true);
    expect(two.queryByText('Comprobante recibido')).toBeNull();
  });

  it('says "No tienes pedidos registrados." when there are none', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/pedidos': () => ({ status: 200, body: { pedidos: [] } }) }));
    renderAt(<OrdersList />);
    expect(await screen.findByText('No tienes pedidos registrados.')).toBeTruthy();
  });

  it('shows "Error: {message}" when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/pedidos': () => ({ status: 403, body: { error: { code: 'forbidden', message: 'No podés ver esos pedidos.' } } }) }));
    renderAt(<OrdersList />);
    expect(await screen.findByText('Error: No podés ver esos pedidos.')).toBeTruthy();
  });
});
