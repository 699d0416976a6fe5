import { z } from 'zod';
import { ALLERGENS, type Allergen } from './nutrition';

/*
 * The keto shopper's catalogue filter: leave out products with some allergens ("sin
 * frutos secos": exclude=nuts), keep those with at most N g of net carbs per portion
 * (maxNetCarbs=3), and sort by net carbs or price. The API and the pages' URLs use the same names,
 * so a filtered list can be shared: /allProducts?exclude=nuts,milk&maxNetCarbs=3&sort=netCarbs.
 */

/** Orders GET /api/products and the catalogue pages can use. */
/** `sold`: best-selling limited to products sold at least once (the home's block). */
export const PRODUCT_SORTS = ['catalog', 'bestselling', 'sold', 'netCarbs', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The orders a shopper picks on the catalogue pages (best-selling is the home page's). */
export const SHOPPER_SORTS = [
  'catalog',
  'netCarbs',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly ProductSort[];

/** Largest net-carbs limit in grams per portion (a keto day is about 20-50 g; more is a typo). */
export const MAX_NET_CARBS_FILTER = 100;
/** The limits offered as choices on the pages (grams of net carbs per portion). */
export const NET_CARBS_CHOICES = [1, 2, 3, 5] as const;

/** The filter part of a catalogue query; an empty `exclude` and no `maxNetCarbs` filter nothing. */
export interface CatalogFilter {
  /** Leave out products that declare any of these, and those that declare none yet (unknown is not "sin"). */
  exclude: Allergen[];
  /** Keep products with at most this many grams of net carbs per portion (those without facts are left out). */
  maxNetCarbs?: number;
}

/** `a,b` or repeated params (`?exclude=a&exclude=b`) as one trimmed, de-duplicated list; blank gives []. */
function listOf(value: unknown): unknown {
  if (value === undefined) return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  return [...new Set(parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== ''))];
}

/** Schema of `exclude`: a list of known allergen keys (an unknown one is an error). Output in ALLERGENS order. */
export const excludeParam = z.preprocess(
  listOf,
  z
    .array(z.enum(ALLERGENS))
    .max(ALLERGENS.length)
    .transform((list) => ALLERGENS.filter((a) => list.includes(a))),
);

/** Schema of `maxNetCarbs`: grams per portion, 0..MAX_NET_CARBS_FILTER, at most one decimal place. */
export const maxNetCarbsParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce
    .number()
    .min(0)
    .max(MAX_NET_CARBS_FILTER)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'at most one decimal place')
    .optional(),
);

/** The part of URLSearchParams the reader uses (the domain package has no DOM types). */
export interface QueryParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** What a page's URL asked for, read leniently: what is understood, and the params that were not. */
export interface PageFilter {
  filter: CatalogFilter;
  sort: (typeof SHOPPER_SORTS)[number];
  /** Names of the params whose value was not understood and was left out (the page says so). */
  ignored: string[];
}

/**
 * Reads the filter of a catalogue page's URL: unlike the API, which answers a bad
 * query with a 400, a page keeps what it understands and lists the rest in `ignored`: unknown
 * allergens are dropped one by one, an absurd `maxNetCarbs` or unknown `sort` is left out.
 */
export function readPageFilter(params: QueryParams): PageFilter {
  const ignored: string[] = [];
  const rawExclude = params.getAll('exclude');
  const names = listOf(rawExclude) as string[];
  const known = names.filter((n): n is Allergen => (ALLERGENS as readonly string[]).includes(n));
  if (known.length < names.length) ignored.push('exclude');
  const filter: CatalogFilter = { exclude: ALLERGENS.filter((a) => known.includes(a)) };
  const rawMax = params.get('maxNetCarbs');
  if (rawMax !== null && rawMax.trim() !== '') {
    const max = maxNetCarbsParam.safeParse(rawMax);
    if (max.success && max.data !== undefined) filter.maxNetCarbs = max.data;
    else ignored.push('maxNetCarbs');
  }
  const rawSort = params.get('sort');
  let sort: PageFilter['sort'] = 'catalog';
  if (rawSort !== null && rawSort !== '') {
    if ((SHOPPER_SORTS as readonly string[]).includes(rawSort)) sort = rawSort as PageFilter['sort'];
    else ignored.push('sort');
  }
  return { filter, sort, ignored };
}

/**
 * The query string of a page filter, params in a fixed order and defaults left out, so equal
 * filters give equal URLs (and the server's page cache one entry). E.g. "exclude=nuts%2Cmilk&sort=netCarbs".
 */
export function pageFilterSearch(filter: CatalogFilter, sort: ProductSort = 'catalog'): string {
  const parts: string[] = [];
  if (filter.exclude.length > 0)
    parts.push(
      `exclude=${encodeURIComponent(ALLERGENS.filter((a) => filter.exclude.includes(a)).join(','))}`,
    );
  if (filter.maxNetCarbs !== undefined) parts.push(`maxNetCarbs=${filter.maxNetCarbs}`);
  if (sort !== 'catalog') parts.push(`sort=${sort}`);
  return parts.join('&');
}

/** True when the filter leaves products out. */
export function isFiltering(filter: CatalogFilter): boolean {
  return filter.exclude.length > 0 || filter.maxNetCarbs !== undefined;
}
