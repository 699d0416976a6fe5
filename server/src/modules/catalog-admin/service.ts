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
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ProductRow } from '../../db/schema.ts';
import { parseIntId } from '../../lib/int-id.ts';
import { adminProductError } from './errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import {
  insertProduct,
  productExists,
  readAllProducts,
  readDealRow,
  saveDeal,
  updateProduct,
} from '../catalog/index.ts';

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
      const rows = await readAllProducts(db);
      return { items: rows.map(toAdminProduct) };
    },

    /** Adds a product without images (slug from the Spanish title unless given). @throws slug_taken (409) */
    async create(product: AdminProductData) {
      const slug = product.slug ?? slugify(product.titleEs);
      try {
        const row = await insertProduct(db, { ...product, slug, images: [] });
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
        row = await updateProduct(db, id, patch);
      } catch (err) {
        return slugTaken(err);
      }
      if (!row) throw adminProductError('product_not_found');
      deps.onCatalogChange();
      return toAdminProduct(row);
    },

    /** The deal as stored: { productId, endsAt }, both null when never set (endsAt null = rolling daily). */
    async getDeal() {
      const row = await readDealRow(db);
      return {
        productId: row ? String(row.productId) : null,
        endsAt: row?.endsAt?.toISOString() ?? null,
        discount: row?.discount ?? null,
      };
    },

    /** Sets the featured deal. @throws product_not_found (404, fields.productId) */
    async setDeal(input: z.output<typeof adminDealSchema>) {
      if (!(await productExists(db, input.productId)))
        throw adminProductError('product_not_found', { productId: VALIDATION_KEYS.unknownProduct });
      const endsAt = input.endsAt ? new Date(input.endsAt) : null;
      const discount = input.discount ?? null;
      await saveDeal(db, { productId: input.productId, endsAt, discount });
      deps.onCatalogChange();
      return { productId: String(input.productId), endsAt: endsAt?.toISOString() ?? null, discount };
    },
  };
}
