/**
 * The back office's catalogue: every product, adding and changing one, and the deal of
 * the day as stored. Each change calls `onCatalogChange` so the shop shows it at once; past orders
 * keep their lines as sold. Knows nothing of HTTP: it throws the errors of `adminProductError`.
 */
import {
  slugify,
  VALIDATION_KEYS,
  type adminDealSchema,
  type AdminProductData,
  type adminProductPatchSchema,
} from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { deal, products, type ProductRow } from '../../../db/schema.ts';
import { parseIntId } from '../../../lib/int-id.ts';
import { adminProductError } from '../errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../../lib/pg-error.ts';

/** The admin view of a product row (no language picked, raw price and discount). */
export function toAdminProduct(row: ProductRow) {
  return {
    ...row,
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AdminProductService = ReturnType<typeof createAdminProductService>;

export function createAdminProductService(deps: { db: Db; onCatalogChange: () => void }) {
  const { db } = deps;

  /** A taken slug reads as slug_taken (409, fields.slug); anything else is rethrown. */
  const slugTaken = (err: unknown): never => {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw adminProductError('slug_taken', { slug: VALIDATION_KEYS.slugTaken });
    throw err;
  };

  return {
    /** Every product, hidden ones too, in catalogue order. */
    async list() {
      const rows = await db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
      return { items: rows.map(toAdminProduct) };
    },

    /** Adds a product without images (slug from the Spanish title unless given). @throws slug_taken (409) */
    async create(product: AdminProductData) {
      const slug = product.slug ?? slugify(product.titleEs);
      try {
        const [row] = await db
          .insert(products)
          .values({ ...product, slug, images: [] })
          .returning();
        deps.onCatalogChange();
        return toAdminProduct(row);
      } catch (err) {
        return slugTaken(err);
      }
    },

    /** Changes the given fields of product `rawId` (hide/show is `hidden`). @throws product_not_found (404), slug_taken (409) */
    async change(rawId: string, patch: z.output<typeof adminProductPatchSchema>) {
      const id = parseIntId(rawId);
      if (id === undefined) throw adminProductError('product_not_found');
      let row: ProductRow | undefined;
      try {
        [row] = await db
          .update(products)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning();
      } catch (err) {
        return slugTaken(err);
      }
      if (!row) throw adminProductError('product_not_found');
      deps.onCatalogChange();
      return toAdminProduct(row);
    },

    /** The deal as stored: { productId, endsAt }, both null when never set (endsAt null = rolling daily). */
    async getDeal() {
      const [row] = await db.select().from(deal).where(eq(deal.id, 1));
      return {
        productId: row ? String(row.productId) : null,
        endsAt: row?.endsAt?.toISOString() ?? null,
        discount: row?.discount ?? null,
      };
    },

    /** Sets the featured deal. @throws product_not_found (404, fields.productId) */
    async setDeal(input: z.output<typeof adminDealSchema>) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.productId));
      if (!product)
        throw adminProductError('product_not_found', { productId: VALIDATION_KEYS.unknownProduct });
      const endsAt = input.endsAt ? new Date(input.endsAt) : null;
      const discount = input.discount ?? null;
      await db
        .insert(deal)
        .values({ id: 1, productId: input.productId, endsAt, discount })
        .onConflictDoUpdate({ target: deal.id, set: { productId: input.productId, endsAt, discount } });
      deps.onCatalogChange();
      return { productId: String(input.productId), endsAt: endsAt?.toISOString() ?? null, discount };
    },
  };
}
