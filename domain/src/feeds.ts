import { z } from 'zod';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { LANGS } from './constants';
import { SHOP_TIME_ZONE } from './delivery';

/*
 * Catalogue feeds for shopping channels: Google Merchant Center (/feeds/google.xml) and Meta
 * Commerce Manager, which also feeds the WhatsApp Business catalogue (/feeds/meta.csv).
 */

/** Query of both feeds: the language of titles, descriptions and links (Spanish by default). */
export const feedQuerySchema = z.object({ lang: z.enum(LANGS).default('es') }).strict();
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/**
 * Google's product taxonomy id of every product of the shop: 1876, "Food, Beverages & Tobacco >
 * Food Items > Bakery" (Google's taxonomy-with-ids file). Meta reads the same taxonomy.
 */
export const GOOGLE_BAKERY_CATEGORY = '1876';

/** The columns of the Meta catalogue file, in its order (Meta's "Catalogue data feed" fields). */
export const META_FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'google_product_category',
] as const;

/** A price as both channels write it: whole ARS with two decimals and the currency, e.g. "4000.00 ARS". */
export function feedPrice(ars: number): string {
  return `${Math.round(ars)}.00 ARS`;
}

/**
 * Google's `sale_price_effective_date` of a sale from `start` to `end`: two ISO 8601 instants in
 * Argentina's time with its offset, minutes precision, joined by "/", e.g.
 * "2026-11-28T00:00-0300/2026-11-29T00:00-0300" (the form of Google's product data specification).
 */
export function feedEffectiveDate(start: Date, end: Date): string {
  const at = (instant: Date) => format(instant, "yyyy-MM-dd'T'HH:mmxx", { in: tz(SHOP_TIME_ZONE) });
  return `${at(start)}/${at(end)}`;
}
