/**
 * The keto shopper's filter and orders over the in-memory catalogue: allergens left
 * out, a net-carbs limit per portion, and sorting by net carbs or price. Pure functions over
 * stored rows; the server's catalogue service applies them to its snapshot.
 */
import type { CatalogFilter, ProductSort } from './catalog-filter';
import type { Allergen, Nutrition } from './nutrition';
import { discountedPrice } from './product';

/** What the filter and the sorts read of a stored product row. */
export interface FilterableRow {
  nutrition: Nutrition | null;
  allergens: Allergen[] | null;
  priceArs: number;
  discountPercent: number | null;
}

/** Net carbs per portion in grams; undefined while the product has no facts. */
export function netCarbsOf(row: FilterableRow): number | undefined {
  return row.nutrition?.perPortion.netCarbsG;
}

/** The price the shopper pays, ARS whole pesos (after the product's discount). */
function priceOf(row: FilterableRow): number {
  return row.discountPercent ? discountedPrice(row.priceArs, row.discountPercent) : row.priceArs;
}

/**
 * Rows that pass `filter`, in their order. A product whose allergens are not declared yet
 * (null) never passes an allergen filter, nor one without facts a net-carbs limit: "sin frutos
 * secos" must only list products known to be without them.
 */
export function filterRows<R extends FilterableRow>(
  rows: readonly R[],
  filter: Partial<CatalogFilter>,
): readonly R[] {
  const exclude = filter.exclude ?? [];
  const max = filter.maxNetCarbs;
  if (exclude.length === 0 && max === undefined) return rows;
  return rows.filter((row) => {
    if (exclude.length > 0 && (!row.allergens || exclude.some((a) => row.allergens!.includes(a))))
      return false;
    if (max !== undefined) {
      const net = netCarbsOf(row);
      if (net === undefined || net > max) return false;
    }
    return true;
  });
}

/**
 * `rows` (in catalogue order) in the order `sort` asks for: 'netCarbs' fewest first, products
 * without facts last; 'priceAsc'/'priceDesc' by the price paid. Ties keep catalogue order (the
 * sort is stable). 'catalog' and 'bestselling' are handled by the caller (they are precomputed).
 */
export function sortRows<R extends FilterableRow>(
  rows: readonly R[],
  sort: Exclude<ProductSort, 'catalog' | 'bestselling' | 'sold'>,
): R[] {
  switch (sort) {
    case 'netCarbs':
      return [...rows].sort((a, b) => (netCarbsOf(a) ?? Infinity) - (netCarbsOf(b) ?? Infinity));
    case 'priceAsc':
      return [...rows].sort((a, b) => priceOf(a) - priceOf(b));
    case 'priceDesc':
      return [...rows].sort((a, b) => priceOf(b) - priceOf(a));
  }
}
