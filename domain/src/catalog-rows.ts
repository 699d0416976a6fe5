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

/** What the filter reads of a product: its declared allergens and net carbs per portion (g). */
export interface FilterFacts {
  /** null: not declared yet. */
  allergens: readonly Allergen[] | null;
  /** null or undefined: no nutrition facts. */
  netCarbsG: number | null | undefined;
}

/**
 * Whether a product passes `filter`. A product whose allergens are not declared yet (null) never
 * passes an allergen filter, nor one without facts a net-carbs limit: "sin frutos secos" must
 * only list products known to be without them. The one rule of the server's lists (filterRows)
 * and of the browser's narrowing of a list it already shows.
 */
export function passesFilter(facts: FilterFacts, filter: Partial<CatalogFilter>): boolean {
  const exclude = filter.exclude ?? [];
  const max = filter.maxNetCarbs;
  const allergens = facts.allergens;
  if (exclude.length > 0 && (!allergens || exclude.some((a) => allergens.includes(a)))) return false;
  if (max !== undefined && (facts.netCarbsG == null || facts.netCarbsG > max)) return false;
  return true;
}

/**
 * Whether every product that passes `next` also passes `previous` (more allergens left out, a
 * lower or a new net-carbs limit): a list already filtered by `previous`, filtered again by
 * `next`, is then the start of `next`'s list in the same order.
 */
export function narrowsFilter(previous: CatalogFilter, next: CatalogFilter): boolean {
  if (!previous.exclude.every((a) => next.exclude.includes(a))) return false;
  if (previous.maxNetCarbs === undefined) return true;
  return next.maxNetCarbs !== undefined && next.maxNetCarbs <= previous.maxNetCarbs;
}

/** Rows that pass `filter` (passesFilter), in their order. */
export function filterRows<R extends FilterableRow>(
  rows: readonly R[],
  filter: Partial<CatalogFilter>,
): readonly R[] {
  if ((filter.exclude ?? []).length === 0 && filter.maxNetCarbs === undefined) return rows;
  return rows.filter((row) => passesFilter({ allergens: row.allergens, netCarbsG: netCarbsOf(row) }, filter));
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
