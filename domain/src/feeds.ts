import { z } from 'zod';
import { LANGS } from './constants';

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
