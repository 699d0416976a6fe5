/**
 * The SQL of product images: a product's image list (jsonb array of uploaded bases, the first the
 * cover), an image appended while there is room, one removed by its path, and a new order set
 * only over the list that was checked.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, type ProductRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

/** Product `productId`'s images, or undefined when the product does not exist. */
export async function readImages(db: Db, productId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  return row?.images;
}

/**
 * Appends `base` to product `id`'s images only while it has fewer than `max` (checked in the
 * update itself, so two uploads at once cannot pass it). @returns the changed row, or undefined.
 */
export async function appendImage(
  tx: Db | Tx,
  id: number,
  base: string,
  max: number,
): Promise<ProductRow | undefined> {
  const [updated] = await tx
    .update(products)
    .set({
      images: sql`${products.images} || ${JSON.stringify([base])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, id), sql`jsonb_array_length(${products.images}) < ${max}`))
    .returning();
  return updated;
}

/** Removes path `base` (wherever it is now) from product `id`'s images. @returns the changed row, or undefined when the product is gone. */
export async function removeImage(db: Db, id: number, base: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      images: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${products.images}) e where e <> to_jsonb(${base}::text))`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/**
 * Sets product `id`'s images to `images` only while they are still exactly `current`.
 * @returns the changed row, or undefined when the product is gone or its list changed.
 */
export async function replaceImages(
  db: Db,
  id: number,
  current: readonly string[],
  images: string[],
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ images, updatedAt: new Date() })
    .where(and(eq(products.id, id), sql`${products.images} = ${JSON.stringify(current)}::jsonb`))
    .returning();
  return row;
}
