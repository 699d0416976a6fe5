// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ProductionList as List } from '@shop/domain';
import i18n from '../../../lib/i18n.ts';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { ProductionList } from './production-list.tsx';

const order = {
  id: 'abcdef1234567890',
  number: 1042,
  customer: 'Ana Pérez',
  kind: 'pickup' as const,
  place: 'Local',
  window: 'manana' as const,
  status: 'pendiente',
};
const one: List = {
  date: '2030-03-14',
  totalUnits: 1,
  orderCount: 1,
  lines: [{ productId: '3', title: 'Pan de semillas', units: 1, orders: [{ ...order, quantity: 1 }] }],
};
const many: List = {
  date: '2030-03-14',
  totalUnits: 5,
  orderCount: 2,
  lines: [
    { productId: '3', title: 'Pan de semillas', units: 3, orders: [{ ...order, quantity: 3 }] },
    {
      productId: '5',
      title: 'Galletas',
      units: 2,
      orders: [
        { ...order, id: '1234567890abcdef', number: 1043, quantity: 2, kind: 'delivery', window: 'tarde' },
      ],
    },
  ],
};

/** The summary line, once the list has loaded (the spinner is a status too). */
async function summary(): Promise<string> {
  let text = '';
  await waitFor(() => {
    text =
      screen
        .getAllByRole('status')
        .map((s) => s.textContent ?? '')
        .find((t) => /\d+ /.test(t)) ?? '';
    expect(text).toMatch(/\d+ /);
  });
  return text;
}

async function show(list: List, lang: 'es' | 'en' = 'es') {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/production': () => ({ status: 200, body: list }) }));
  renderAt(<ProductionList />, { path: '/admin/production?date=2030-03-14' });
  // A switch re-renders the page after the next frame (lib/i18n.ts): wait for it.
  if (lang === 'en') await act(() => i18n.changeLanguage('en'));
}

describe('ProductionList wording', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('es');
  });

  it('says "1 unidad de 1 producto para 1 pedido", with the plural for more', async () => {
    await show(one);
    expect(await summary()).toMatch(/: 1 unidad de 1 producto para 1 pedido$/);
    cleanup();
    await show(many);
    expect(await summary()).toMatch(/: 5 unidades de 2 productos para 2 pedidos$/);
  });

  it('calls the order\'s window "turno mañana", apart from the "Mañana" (tomorrow) button', async () => {
    await show(one);
    expect(await screen.findByRole('link', { name: /Abrir el pedido/ })).toHaveProperty(
      'textContent',
      'N.º\u00a01042 · Ana Pérez · 1 u. (retiro, turno mañana)',
    );
    expect(screen.getByRole('button', { name: 'Mañana' })).toBeTruthy();
  });

  it('says it in English too', async () => {
    await show(many, 'en');
    expect(await summary()).toMatch(/: 5 units of 2 products for 2 orders$/);
    const links = screen.getAllByRole('link', { name: /Open order/ }).map((l) => l.textContent);
    expect(links).toEqual([
      'No.\u00a01042 · Ana Pérez · 3 pcs (pickup, morning slot)',
      'No.\u00a01043 · Ana Pérez · 2 pcs (delivery, afternoon slot)',
    ]);
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toBeTruthy();
    cleanup();
    await show(one, 'en');
    expect(await summary()).toMatch(/: 1 unit of 1 product for 1 order$/);
    expect(screen.getByRole('link', { name: /Open order/ }).textContent).toBe(
      'No.\u00a01042 · Ana Pérez · 1 pc (pickup, morning slot)',
    );
  });
});
