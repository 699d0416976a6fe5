import { isCategory, type Category } from './constants';
import type { Product } from './product';

/**
 * The product fields a cart line or wishlist entry keeps. `price` is ARS whole pesos; `imageSrc` is
 * an image base path (see `imageSources`).
 */
export interface LineItem {
  id: string;
  type: Category;
  title: string;
  price: number;
  imageSrc: string;
  description: string;
}

/*
 * A hand-written guard rather than a zod schema: stored carts are read on every page's first
 * load, and even zod/mini's core costs ~15 KB gzip there (the first load's 150 KB budget).
 */

/**
 * Reads a LineItem out of untrusted data (localStorage), keeping only the known fields.
 * @returns the clean item, or undefined when a field is missing or of the wrong kind.
 */
export function readLineItem(value: unknown): LineItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id.length === 0) return undefined;
  if (!isCategory(v.type)) return undefined;
  if (typeof v.title !== 'string' || typeof v.imageSrc !== 'string' || typeof v.description !== 'string')
    return undefined;
  if (typeof v.price !== 'number' || !Number.isSafeInteger(v.price) || v.price < 0) return undefined;
  return {
    id: v.id,
    type: v.type,
    title: v.title,
    price: v.price,
    imageSrc: v.imageSrc,
    description: v.description,
  };
}

/**
 * Maps an API product to the fields a cart line or wishlist entry stores.
 * @returns `{ id, type: category, title, price (ARS paid, after discount), imageSrc: images[0] ?? '', description: details }`.
 */
export function toLineItem(product: Product): LineItem {
  return {
    id: product.id,
    type: product.category,
    title: product.title,
    price: product.price,
    imageSrc: product.images[0] ?? '',
    description: product.details,
  };
}

function sameItem(a: LineItem, b: LineItem): boolean {
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.title === b.title &&
    a.price === b.price &&
    a.imageSrc === b.imageSrc &&
    a.description === b.description
  );
}

/**
 * Refreshes stored cart lines or wishlist items from fresh catalogue data (a language switch
 * or a price change): known products get the catalogue's title, price, category, image and
 * description; other fields (e.g. quantity) and unknown products are kept as they are.
 * @returns the same array when nothing changed (so stores can skip an update), else a new one.
 */
export function refreshFromCatalog<T extends LineItem>(items: T[], products: readonly Product[]): T[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  let changed = false;
  const next = items.map((item) => {
    const product = byId.get(item.id);
    if (!product) return item;
    const fresh = toLineItem(product);
    if (sameItem(item, fresh)) return item;
    changed = true;
    return { ...item, ...fresh };
  });
  return changed ? next : items;
}
