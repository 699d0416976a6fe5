/**
 * Seeds an empty catalogue with the original shop's 17 products and the daily deal (item 12).
 * Does nothing when products already exist, so restarts never overwrite the owner's edits; two
 * processes seeding one new database at once insert each row once (ON CONFLICT DO NOTHING).
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { deal, products } from '../schema.ts';
import { seedFacts } from './nutrition.ts';
import { seedProducts } from './products.ts';

/** Id of the featured product of the deal banner (the cake). */
export const SEED_DEAL_PRODUCT_ID = 12;

/** @returns true when the seed was inserted, false when the catalogue already had products. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(products);
  if (value > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(
        seedProducts.map((p) => ({
          id: p.id,
          slug: p.slug,
          category: p.category,
          priceArs: p.priceArs,
          discountPercent: p.discountPercent,
          isNew: p.isNew,
          inStock: p.inStock,
          sortOrder: p.sortOrder,
          leadTimeHours: p.leadTimeHours ?? 0,
          titleEs: p.title.es,
          titleEn: p.title.en,
          detailsEs: p.details.es,
          detailsEn: p.details.en,
          imageAltEs: p.imageAlt.es,
          imageAltEn: p.imageAlt.en,
          images: [1, 2, 3, 4].map((n) => `/images/products/${p.id}-${n}`),
          // Illustrative facts for the owner to replace (NOTICE).
          nutrition: seedFacts[p.slug]?.nutrition ?? null,
          ingredientsEs: seedFacts[p.slug]?.ingredients.es ?? '',
          ingredientsEn: seedFacts[p.slug]?.ingredients.en ?? '',
          allergens: seedFacts[p.slug]?.allergens ?? null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(deal)
      .values({ id: 1, productId: SEED_DEAL_PRODUCT_ID, endsAt: null })
      .onConflictDoNothing();
  });
  return true;
}
