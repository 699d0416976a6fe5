// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { makeAdminProduct } from '../test-support.ts';
import { dealBody, DealForm, endModeOf, isoToArgentinaLocal } from './deal-form.tsx';

const product = makeAdminProduct;

const items = [
  product({}),
  product({ id: '2', titleEs: 'Budín de limón', images: ['/images/products/2-1'] }),
  product({ id: '3', titleEs: 'Oculto de prueba', hidden: true }),
  product({ id: '4', titleEs: 'Sin fotos', images: [] }),
];
const deal = {
  product: {
    id: '1',
    slug: 'pan-de-nuez',
    title: 'Pan de nuez',
    details: '',
    imageAlt: 'Pan de nuez',
    category: 'salados',
    price: 4500,
    originalPrice: null,
    discountPercent: null,
    isNew: false,
    inStock: true,
    images: ['/images/products/1-1'],
    rating: { average: 0, count: 0 },
  },
  endsAt: '2030-06-02T03:00:00.000Z',
};

function dealApi(
  current: unknown = deal,
  stored: { productId: string | null; endsAt: string | null } = {
    productId: '1',
    endsAt: '2030-06-02T03:00:00.000Z',
  },
) {
  const puts: unknown[] = [];
  const fetch = fakeFetch({
    'GET /api/admin/products': () => ({ status: 200, body: { items } }),
    'GET /api/admin/deal': () => ({ status: 200, body: stored }),
    'GET /api/deal': () =>
      current
        ? { status: 200, body: current }
        : { status: 404, body: { error: { code: 'deal_not_found', message: 'No hay oferta.' } } },
    'PUT /api/admin/deal': (init) => {
      const body = JSON.parse(String(init!.body)) as { productId: number; endsAt: string | null };
      puts.push(body);
      return { status: 200, body: { productId: String(body.productId), endsAt: body.endsAt } };
    },
  });
  return { fetch, puts };
}

const productSelect = () => screen.getByLabelText(/^Producto destacado/) as HTMLSelectElement;

describe('DealForm (/admin/deal)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the current deal and offers only products the shop shows (not hidden, with an image)', async () => {
    vi.stubGlobal('fetch', dealApi().fetch);
    renderAt(<DealForm />);
    expect(await screen.findByText('Termina el 02/06/2030, 00:00 (hora de Argentina).')).toBeTruthy();
    await waitFor(() => expect(productSelect().value).toBe('1'));
    const options = within(productSelect())
      .getAllByRole('option')
      .map((o) => o.textContent?.replace(/\s/g, ' '));
    expect(options).toEqual(['Elegí un producto', 'Pan de nuez · $ 4.500,00', 'Budín de limón · $ 4.500,00']);
  });

  it('sends the chosen end time as Argentina time (-03:00), or null for "renews every midnight"', async () => {
    const api = dealApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DealForm />);
    await waitFor(() => expect(productSelect().value).toBe('1'));
    fireEvent.change(productSelect(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'En una fecha y hora' }));
    fireEvent.change(screen.getByLabelText(/^Termina \(fecha y hora de Argentina\)/), {
      target: { value: '2031-01-15T20:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar oferta' }));
    expect(
      (await screen.findByText('Oferta guardada: la tienda ya la muestra.')).closest('[role="status"]'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Sin fecha: se renueva cada medianoche' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar oferta' }));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts).toEqual([
      { productId: 2, endsAt: '2031-01-15T20:30:00-03:00' },
      { productId: 2, endsAt: null },
    ]);
  });

  it('asks for a product when there is no deal yet, and refuses an end time in the past, sending nothing', async () => {
    const api = dealApi(null, { productId: null, endsAt: null });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DealForm />);
    expect(await screen.findByText(/La tienda no muestra ninguna oferta ahora/)).toBeTruthy();
    await waitFor(() => expect(productSelect().value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar oferta' }));
    expect(await screen.findByText('Elegí el producto de la oferta.')).toBeTruthy();
    fireEvent.change(productSelect(), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'En una fecha y hora' }));
    fireEvent.change(screen.getByLabelText(/^Termina \(fecha y hora de Argentina\)/), {
      target: { value: '2020-01-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar oferta' }));
    expect(await screen.findByText('Esa fecha y hora ya pasó.')).toBeTruthy();
    expect(api.puts).toHaveLength(0);
  });
});

describe('deal helpers', () => {
  it('reads instants in Argentina time and back', () => {
    expect(isoToArgentinaLocal('2030-06-02T03:00:00.000Z')).toBe('2030-06-02T00:00');
    const now = new Date('2030-01-01T00:00:00Z');
    expect(dealBody('5', 'fixed', '2030-06-01T23:59', now)).toEqual({
      body: { productId: 5, endsAt: '2030-06-01T23:59:00-03:00' },
    });
    expect(dealBody('5', 'rolling', '', now)).toEqual({ body: { productId: 5, endsAt: null } });
    expect(dealBody('', 'fixed', '', now)).toEqual({
      errors: { productId: 'deal.productRequired', endsAt: 'deal.endsAtRequired' },
    });
  });

  it("reads the deal's discount: a percentage, or pesos typed the Argentine way (decision 0029)", () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(dealBody('5', 'rolling', '', now, { kind: 'percent', text: '20' })).toEqual({
      body: { productId: 5, endsAt: null, discount: { kind: 'percent', value: 20 } },
    });
    for (const text of ['1.000', '1000', '$ 1.000'])
      expect(dealBody('5', 'rolling', '', now, { kind: 'amount', text }), text).toEqual({
        body: { productId: 5, endsAt: null, discount: { kind: 'amount', value: 1000 } },
      });
    expect(dealBody('5', 'rolling', '', now, { kind: 'percent', text: '95' })).toEqual({
      errors: { discount: 'deal.discountPercentInvalid' },
    });
    expect(dealBody('5', 'rolling', '', now, { kind: 'amount', text: '1,5' })).toEqual({
      errors: { discount: 'deal.discountAmountInvalid' },
    });
    expect(dealBody('5', 'rolling', '', now, { kind: 'none', text: '' })).toEqual({
      body: { productId: 5, endsAt: null },
    });
  });
});

describe('the deal form starts from the deal as stored', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads a stored end as a fixed date and no end as the rolling daily deal', () => {
    expect(endModeOf({ productId: '1', endsAt: '2030-06-05T23:30:00.000Z' })).toBe('fixed');
    expect(endModeOf({ productId: '1', endsAt: null })).toBe('rolling');
    expect(endModeOf({ productId: null, endsAt: null })).toBe('rolling');
  });

  it('keeps a fixed end at the coming midnight as a date (the public answer alone reads like a rolling deal)', async () => {
    // The next midnight in Argentina (UTC-3), where a rolling deal also ends.
    const local = new Date(Date.now() - 3 * 3600_000);
    const midnight = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) + 3 * 3600_000,
    ).toISOString();
    vi.stubGlobal(
      'fetch',
      dealApi({ ...deal, endsAt: midnight }, { productId: '1', endsAt: midnight }).fetch,
    );
    renderAt(<DealForm />);
    await waitFor(() => expect(productSelect().value).toBe('1'));
    expect((screen.getByRole('radio', { name: 'En una fecha y hora' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText(/^Termina \(fecha y hora de Argentina\)/) as HTMLInputElement).value).toBe(
      isoToArgentinaLocal(midnight),
    );
    expect(isoToArgentinaLocal(midnight)).toMatch(/T00:00$/);
  });

  it('shows a rolling deal as "renews every midnight"', async () => {
    vi.stubGlobal('fetch', dealApi(deal, { productId: '1', endsAt: null }).fetch);
    renderAt(<DealForm />);
    await waitFor(() => expect(productSelect().value).toBe('1'));
    expect(
      (screen.getByRole('radio', { name: 'Sin fecha: se renueva cada medianoche' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});
