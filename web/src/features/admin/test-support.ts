/**
 * Test data of the back office's component tests: an AdminProduct as GET /api/admin/products
 * answers it, "Pan de nuez" unless `over` says otherwise.
 */
import { vi } from 'vitest';
import { fakeFetch } from '../../test/render.tsx';
import type { AdminProduct } from './api/product-cache.ts';

export function makeAdminProduct(over: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: '1',
    slug: 'pan-de-nuez',
    category: 'salados',
    priceArs: 4500,
    discountPercent: null,
    isNew: false,
    inStock: true,
    hidden: false,
    sortOrder: 1,
    leadTimeHours: 0,
    titleEs: 'Pan de nuez',
    titleEn: 'Walnut bread',
    detailsEs: 'Pan con nueces.',
    detailsEn: 'Bread with walnuts.',
    imageAltEs: 'Pan de nuez',
    imageAltEn: 'Walnut bread',
    nutrition: null,
    ingredientsEs: '',
    ingredientsEn: '',
    allergens: null,
    images: ['/images/products/1-1'],
    createdAt: '2025-05-01T12:00:00.000Z',
    updatedAt: '2025-05-01T12:00:00.000Z',
    ...over,
  };
}

/**
 * Stubs fetch so PATCH /api/admin/products/:id answers `product` with the patch applied, and
 * answers the list of patch bodies sent (the product form tests check only changes are sent).
 */
export function recordProductPatches(product: AdminProduct): Partial<AdminProduct>[] {
  const patches: Partial<AdminProduct>[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      [`PATCH /api/admin/products/${product.id}`]: (init) => {
        const patch = JSON.parse(String(init!.body)) as Partial<AdminProduct>;
        patches.push(patch);
        return { status: 200, body: { ...product, ...patch } };
      },
    }),
  );
  return patches;
}
