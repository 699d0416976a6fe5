/* Builders and helpers for the unit tests only; not exported from the package. */
import type { CartLine } from './cart';
import type { LineItem } from './line-item';
import type { Product } from './product';
import type { z } from 'zod';
import { fieldsFromZodError } from './errors';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? '0';
  return {
    id,
    slug: `producto-${id}`,
    title: `Producto ${id}`,
    details: `Detalles ${id}`,
    imageAlt: `Foto ${id}`,
    category: 'salados',
    price: 4000,
    originalPrice: null,
    discountPercent: null,
    isNew: false,
    inStock: true,
    images: [1, 2, 3, 4].map((n) => `/images/products/${id}-${n}`),
    rating: { average: 0, count: 0 },
    allergens: null,
    netCarbsG: null,
    ...overrides,
  };
}

export function makeItem(id: string, overrides: Partial<LineItem> = {}): LineItem {
  return {
    id,
    type: 'salados',
    title: `Producto ${id}`,
    price: 4000,
    imageSrc: `/images/products/${id}-1`,
    description: `Detalles ${id}`,
    ...overrides,
  };
}

export function makeLine(id: string, quantity: number, overrides: Partial<LineItem> = {}): CartLine {
  return { ...makeItem(id, overrides), quantity };
}

/**
 * The field errors `schema` gives `input`, as the API's `{ error: { fields } }` carries them:
 * field path to its translation key (`{ 'items.0.id': <key> }`), `{}` when the input is valid.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldsFromZodError(result.error);
}
