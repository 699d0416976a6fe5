// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeFetch, renderAt } from '../../../test/render.tsx';
import { makeAdminProduct, recordProductPatches } from '../test-support.ts';
import { parseWholeNumber, ProductForm } from './product-form.tsx';

const product = makeAdminProduct({
  id: '7',
  sortOrder: 3,
  detailsEs: 'Pan bajo en carbohidratos con nueces.',
  detailsEn: 'Low-carb bread with walnuts.',
  imageAltEs: 'Pan de nuez en rodajas',
  imageAltEn: 'Sliced walnut bread',
  images: ['/images/products/7-1'],
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** The helper or error text MUI ties to a field (aria-describedby). */
const described = (label: RegExp) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

function ProductPageStub() {
  const location = useLocation();
  return (
    <p>{`product page ${location.pathname}: ${(location.state as { toast?: { text: string } } | null)?.toast?.text ?? ''}`}</p>
  );
}

function fillNewProduct() {
  type(/^Título en español/, '  Budín de limón ');
  type(/^Título en inglés/, 'Lemon cake');
  type(/^Descripción en español/, 'Budín húmedo endulzado con eritritol.');
  type(/^Descripción en inglés/, 'Moist cake sweetened with erythritol.');
  type(/^Texto alternativo, en español/, 'Budín de limón glaseado');
  type(/^Texto alternativo, en inglés/, 'Glazed lemon cake');
  fireEvent.change(field(/^Categoría/), { target: { value: 'dulces' } });
  // Typed with the sign, as on a price tag.
  type(/^Precio \(pesos\)/, '$ 12.500');
  type(/^Descuento/, '15');
}

describe('ProductForm (/admin/products/new and /admin/products/:id)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks with the shared schema before sending: required texts, category and price show their errors and nothing is posted', async () => {
    const posts: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/products': (init) => (posts.push(init!), { status: 201, body: product }),
      }),
    );
    renderAt(<ProductForm defaultSortOrder={8} />);
    type(/^Precio \(pesos\)/, '1500,50');
    type(/^Descuento/, '95');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(described(/^Título en español/)).toBe('Este campo es obligatorio'));
    expect(described(/^Descripción en inglés/)).toBe('Este campo es obligatorio');
    expect(field(/^Categoría/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Precio \(pesos\)/).getAttribute('aria-invalid')).toBe('true');
    expect(described(/^Precio \(pesos\)/)).not.toMatch(/^validation\.|En pesos enteros, sin centavos/);
    expect(field(/^Descuento/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Orden en la tienda/).value).toBe('8');
    expect(field(/^Orden en la tienda/).getAttribute('aria-invalid')).toBe('false');
    expect(posts).toHaveLength(0);
  });

  it('creates with the typed values as numbers and trimmed texts, then opens the product page saying it is not in the shop without images', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/products': (init) => {
          posts.push(JSON.parse(String(init!.body)));
          return { status: 201, body: { ...product, id: '9', images: [] } };
        },
      }),
    );
    const { router } = renderAt(<ProductForm defaultSortOrder={8} />, {
      routes: [{ path: '/admin/products/:id', element: <ProductPageStub /> }],
    });
    fillNewProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(
      await screen.findByText(
        /^product page \/admin\/products\/9: Producto creado\. No se ve en la tienda hasta que le subas una imagen\.$/,
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/products/9');
    expect(posts).toEqual([
      {
        category: 'dulces',
        priceArs: 12500,
        discountPercent: 15,
        sortOrder: 8,
        // No own notice typed, so the shop's applies.
        leadTimeHours: 0,
        isNew: false,
        inStock: true,
        hidden: false,
        titleEs: 'Budín de limón',
        titleEn: 'Lemon cake',
        detailsEs: 'Budín húmedo endulzado con eritritol.',
        detailsEn: 'Moist cake sweetened with erythritol.',
        imageAltEs: 'Budín de limón glaseado',
        imageAltEn: 'Glazed lemon cake',
        // No facts typed, allergens not declared yet.
        nutrition: null,
        ingredientsEs: '',
        ingredientsEn: '',
        allergens: null,
      },
    ]);
  });

  it("shows the server's field error under the slug and its message in a toast (409 slug_taken)", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/admin/products': () => ({
          status: 409,
          body: {
            error: {
              code: 'slug_taken',
              message: 'Ya hay un producto con esa dirección (slug). Elegí otra.',
              fields: { slug: 'validation.slugTaken' },
            },
          },
        }),
      }),
    );
    renderAt(<ProductForm />);
    fillNewProduct();
    type(/^Dirección \(slug\)/, 'pan-de-nuez');
    fireEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(field(/^Dirección \(slug\)/).getAttribute('aria-invalid')).toBe('true'));
    expect(described(/^Dirección \(slug\)/)).not.toMatch(/^validation\./);
    expect(described(/^Dirección \(slug\)/)).toMatch(/dirección/i);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ya hay un producto con esa dirección (slug). Elegí otra.',
    );
  });

  it('on an existing product sends only the changed fields with PATCH and confirms with a toast', async () => {
    const patches = recordProductPatches(product);
    renderAt(<ProductForm product={product} />);
    expect(field(/^Dirección \(slug\)/).value).toBe('pan-de-nuez');
    type(/^Precio \(pesos\)/, '4800');
    fireEvent.click(screen.getByRole('switch', { name: /^Oculto/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByText('Cambios guardados.')).closest('[role="status"]')).toBeTruthy();
    expect(patches).toEqual([{ priceArs: 4800, hidden: true }]);
  });

  it('on an existing product requires the slug and sends nothing when nothing changed', async () => {
    const fetch = vi.fn(fakeFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderAt(<ProductForm product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByText('No hay cambios para guardar.')).closest('[role="status"]')).toBeTruthy();
    type(/^Dirección \(slug\)/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(described(/^Dirección \(slug\)/)).toBe('Este campo es obligatorio'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers with thousands separators and leaves the rest to the schema', () => {
    expect(parseWholeNumber('12.500')).toBe(12500);
    expect(parseWholeNumber('12,500')).toBe(12500);
    expect(parseWholeNumber(' 4500 ')).toBe(4500);
    expect(parseWholeNumber('15%')).toBe(15);
    expect(parseWholeNumber('1500,50')).toBe(1500.5);
    expect(parseWholeNumber('')).toBeNaN();
    expect(parseWholeNumber('abc')).toBeNaN();
  });
});
