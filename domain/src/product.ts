import { z } from 'zod';
import { CATEGORIES, GALLERY_IMAGES, LANGS, DEFAULT_LANG, MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { excludeParam, maxNetCarbsParam, PRODUCT_SORTS } from './catalog-filter';
import { ALLERGENS, productFactsSchema } from './nutrition';
import { VALIDATION_KEYS } from './validation';

const wholePesos = z.number().int().nonnegative();

/**
 * A catalogue product as the API returns it (ratings come from stored reviews, and
 * discounts are resolved server side).
 * Prices are ARS whole pesos; `price` is what the shopper pays.
 */
export const productSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  details: z.string(),
  imageAlt: z.string(),
  category: z.enum(CATEGORIES),
  /** ARS the shopper pays, after any discount, whole pesos. */
  price: wholePesos,
  /** ARS before the discount; null when not discounted. */
  originalPrice: wholePesos.nullable(),
  discountPercent: z.number().gt(0).lt(100).nullable(),
  isNew: z.boolean(),
  inStock: z.boolean(),
  /** Image base paths such as "/images/products/0-1"; see `imageSources`. */
  images: z.array(z.string().min(1)).min(1).max(GALLERY_IMAGES),
  rating: z.object({
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
  }),
  /**
   * The declared allergens (null: not declared yet) and the net carbs per portion in grams (null:
   * no nutrition facts): what the catalogue filter reads, so the browser can narrow a list it shows
   * at once (passesFilter) while the server's answer loads.
   */
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  netCarbsG: z.number().nonnegative().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Answer of GET /api/products/:idOrSlug: a product with its nutrition facts, ingredients and allergens. */
export const productDetailSchema = productSchema.extend(productFactsSchema.shape);
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * Whether a product is a new arrival: marked "Nuevo" by the owner or filed in the `nuevos`
 * category. One rule for the "Nuevo" badge and the Novedades listing, so a
 * product never wears the badge without being listed under Novedades, or the reverse.
 * Takes the stored category and flag; returns true for a new arrival.
 */
export function isNewArrival(product: { category: (typeof CATEGORIES)[number]; isNew: boolean }): boolean {
  return product.isNew || product.category === 'nuevos';
}

/** Answer of GET /api/products: one page of items and the count of all matches. */
export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
});
export type ProductList = z.infer<typeof productListSchema>;

/**
 * The deal's own discount (docs/decisions/0029-deal-discount.md): a percentage (1 to 90) or an
 * amount of whole pesos off the product's list price, applied by the server in every total while
 * the deal lasts. None: the product is only featured.
 */
export const dealDiscountSchema = z
  .object({
    kind: z.enum(['percent', 'amount']),
    value: z.number({ error: VALIDATION_KEYS.discount }).int({ error: VALIDATION_KEYS.discount }).min(1, {
      error: VALIDATION_KEYS.discount,
    }),
  })
  .refine((d) => d.kind === 'amount' || d.value <= 90, { error: VALIDATION_KEYS.discount, path: ['value'] });
export type DealDiscount = z.infer<typeof dealDiscountSchema>;

/**
 * A product's unit price during the deal: the lower of its own price (its discountPercent) and
 * its list price less the deal's discount, never below 0. Whole ARS.
 */
export function dealUnitPrice(
  priceArs: number,
  ownDiscountPercent: number | null | undefined,
  discount: DealDiscount,
): number {
  const own = discountedPrice(priceArs, ownDiscountPercent);
  const deal =
    discount.kind === 'percent'
      ? discountedPrice(priceArs, discount.value)
      : Math.max(0, priceArs - discount.value);
  return Math.min(own, deal);
}

/**
 * The deal's discount that applies to `productId` at `now`: the deal's, when the deal features
 * that product, has a discount and has not ended (`endsAt` null = the rolling daily deal, always
 * on); undefined otherwise.
 */
export function dealDiscountAt(
  deal: { productId: number; endsAt: Date | null; discount: DealDiscount | null } | undefined,
  productId: number,
  now: Date,
): DealDiscount | undefined {
  if (!deal?.discount || deal.productId !== productId) return undefined;
  if (deal.endsAt && deal.endsAt.getTime() <= now.getTime()) return undefined;
  return deal.discount;
}

/** Answer of GET /api/deal: the featured product and a real end time, the same for every visit. */
export const dealSchema = z.object({
  product: productSchema,
  /** ISO 8601 in UTC, e.g. "2025-06-01T03:00:00.000Z". */
  endsAt: z.iso.datetime(),
  /** The deal's discount, already in `product.price` while it lasts; null: "Destacado del día", no discount. */
  discount: dealDiscountSchema.nullable(),
});
export type Deal = z.infer<typeof dealSchema>;

// Forms and hand-written URLs send "?category=" for "all"; treat a blank value as not given.
const blankAsMissing = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Query string of GET /api/products. Parse the raw query object:
 * numbers are coerced from strings, defaults filled in, unknown keys rejected.
 * Output: `{ category?: Category; limit: number; offset: number; lang: Lang; sort: ProductSort;
 * exclude: Allergen[]; maxNetCarbs?: number }`.
 * `sort=bestselling` orders by units ordered, then reviews, then catalogue order;
 * `netCarbs`, `priceAsc`, `priceDesc` and the filter `exclude`/`maxNetCarbs` are the keto filters (catalog/service/filter.ts): an unknown allergen or an absurd limit is an error (a 400).
 */
export const ProductsQuery = z.strictObject({
  category: z.preprocess(blankAsMissing, z.enum(CATEGORIES).optional()),
  limit: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE)),
  // Capped so a crafted offset cannot make the database skip through an absurd number of rows.
  offset: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(10_000).default(0)),
  lang: z.preprocess(blankAsMissing, z.enum(LANGS).default(DEFAULT_LANG)),
  sort: z.preprocess(blankAsMissing, z.enum(PRODUCT_SORTS).default('catalog')),
  exclude: excludeParam,
  maxNetCarbs: maxNetCarbsParam,
});
export type ProductsQuery = z.output<typeof ProductsQuery>;

/**
 * Price after a percentage discount.
 * @param price ARS whole pesos before the discount.
 * @param discountPercent 0..100, or null/undefined for none.
 * @returns ARS rounded to whole pesos (half up).
 * @throws RangeError if price is not a non-negative whole number or the percent is outside 0..100.
 */
export function discountedPrice(price: number, discountPercent: number | null | undefined): number {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`price must be a non-negative whole number, got ${price}`);
  }
  if (discountPercent == null || discountPercent === 0) return price;
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discountPercent must be within 0..100, got ${discountPercent}`);
  }
  return Math.round((price * (100 - discountPercent)) / 100);
}
