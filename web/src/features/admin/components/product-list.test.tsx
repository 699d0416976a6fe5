// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import type { AdminProduct } from '../api/product-cache.ts';
import { makeAdminProduct } from '../test-support.ts';
import { ProductList } from './product-list.tsx';

const product = makeAdminProduct;

/** The admin products API over an in-memory list: GET lists, PATCH changes and records the bodies. */
function catalogueApi(items: AdminProduct[], patchStatus = 200) {
  const patches: { id: string; body: unknown }[] = [];
  const handlers: Parameters<typeof fakeFetch>[0] = {
    'GET /api/admin/products': () => ({ status: 200, body: { items } }),
  };
  for (const p of items) {
    handlers[`PATCH /api/admin/products/${p.id}`] = (init) => {
      const body = JSON.parse(String(init!.body)) as Partial<AdminProduct>;
      patches.push({ id: p.id, body });
      if (patchStatus !== 200)
        return {
          status: patchStatus,
          body: { error: { code: 'product_not_found', message: 'El producto no existe.' } },
        };
      items = items.map((x) => (x.id === p.id ? { ...x, ...body } : x));
      return { status: 200, body: items.find((x) => x.id === p.id) };
    };
  }
  return { fetch: fakeFetch(handlers), patches };
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('ProductList (/admin/products)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every product, hidden ones too, with price, discount and the badges saying why the shop does not show it', async () => {
    const api = catalogueApi([
      product({}),
      product({
        id: '2',
        titleEs: 'Budín de limón',
        category: 'dulces',
        priceArs: 10000,
        discountPercent: 20,
        hidden: true,
        isNew: true,
        images: [],
      }),
      product({ id: '3', titleEs: 'Galletas de coco', inStock: false, images: [] }),
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ProductList />);
    expect(await screen.findByText('Pan de nuez')).toBeTruthy();
    expect(
      screen.getByRole('list', { name: 'Productos del catálogo, en el orden de la tienda' }),
    ).toBeTruthy();
    expect(within(row('Pan de nuez')).getByText('En la tienda')).toBeTruthy();
    expect(within(row('Pan de nuez')).queryByText('Oculto')).toBeNull();
    const budin = within(row('Budín de limón'));
    expect(budin.getByText('Oculto')).toBeTruthy();
    expect(budin.getByText('Sin imágenes: no se ve en la tienda')).toBeTruthy();
    expect(budin.getByText('Nuevo')).toBeTruthy();
    expect(budin.getByText(/Con descuento: \$\s?8\.000,00/)).toBeTruthy();
    expect(budin.getByText(/Dulces · −20 %/)).toBeTruthy();
    expect(within(row('Galletas de coco')).getByText('Sin stock')).toBeTruthy();
    expect(within(row('Galletas de coco')).getByText('Sin imágenes: no se ve en la tienda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar «Budín de limón»' }).getAttribute('href')).toBe(
      '/admin/products/2',
    );
    expect(screen.getByRole('link', { name: 'Nuevo producto' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
    expect(screen.getByText('3 productos')).toBeTruthy();
  });

  it('"Ocultar" hides the product at once (PATCH { hidden: true }), says so, and the list shows it hidden', async () => {
    const api = catalogueApi([product({})]);
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ProductList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar «Pan de nuez»' }));
    expect(
      (await screen.findByText('«Pan de nuez» ya no se ve en la tienda.')).closest('[role="status"]'),
    ).toBeTruthy();
    expect(api.patches).toEqual([{ id: '1', body: { hidden: true } }]);
    await waitFor(() => expect(within(row('Pan de nuez')).getByText('Oculto')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Mostrar «Pan de nuez»' })).toBeTruthy();
  });

  it('"Mostrar" on a product without images says the shop shows it only once it has one', async () => {
    const api = catalogueApi([product({ hidden: true, images: [] })]);
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ProductList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar «Pan de nuez»' }));
    expect(
      await screen.findByText(
        '«Pan de nuez» ya no está oculto, pero no se ve en la tienda hasta que tenga una imagen.',
      ),
    ).toBeTruthy();
    expect(api.patches).toEqual([{ id: '1', body: { hidden: false } }]);
  });

  it("shows the server's message when the change is refused, and the product stays as it was", async () => {
    const api = catalogueApi([product({})], 404);
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ProductList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar «Pan de nuez»' }));
    expect((await screen.findByRole('alert')).textContent).toContain('El producto no existe.');
    expect(screen.getByRole('button', { name: 'Ocultar «Pan de nuez»' })).toBeTruthy();
  });
});
