/**
 * Read side of the catalogue: products and the daily deal, in Spanish or English.
 * The visible catalogue is small and read on every page, so it is kept in memory and reloaded
 * after `cacheTtlMs` (or at once after `invalidate()`), which bounds staleness across processes.
 */
import { asc, eq } from 'drizzle-orm';
import {
  discountedPrice,
  type Category,
  type Deal,
  type Lang,
  type Product,
  type ProductList,
  type ProductSort,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { deal, products, type ProductRow } from '../../db/schema.ts';
import { nextArgentinaMidnight } from './deal-time.ts';

export interface ListProductsInput {
  category?: Category;
  limit: number;
  offset: number;
  lang: Lang;
  sort?: ProductSort;
}

interface Snapshot {
  loadedAt: number;
  rows: ProductRow[];
  /** Serialised list answers of this snapshot by query; the hot path skips JSON.stringify. */
  listJson: Map<string, string>;
  dealRow: { productId: number; endsAt: Date | null } | undefined;
}

/** Maps a stored row to the API's Product in one language (prices in whole ARS). */
export function toProduct(row: ProductRow, lang: Lang): Product {
  const discounted = row.discountPercent ? discountedPrice(row.priceArs, row.discountPercent) : row.priceArs;
  return {
    id: String(row.id),
    slug: row.slug,
    title: lang === 'en' ? row.titleEn : row.titleEs,
    details: lang === 'en' ? row.detailsEn : row.detailsEs,
    imageAlt: lang === 'en' ? row.imageAltEn : row.imageAltEs,
    category: row.category,
    price: discounted,
    originalPrice: row.discountPercent ? row.priceArs : null,
    discountPercent: row.discountPercent ?? null,
    isNew: row.isNew,
    inStock: row.inStock,
    images: row.images,
    // Ratings come from stored reviews (DESIGN.md difference 2); reviews arrive with the orders issue.
    rating: { average: 0, count: 0 },
  };
}

function listFrom({ rows }: Snapshot, input: ListProductsInput): ProductList {
  // Best-selling = most units ordered, then most reviews, then catalogue order (DESIGN.md
  // difference 2). With no orders or reviews stored yet it equals catalogue order.
  const filtered = input.category ? rows.filter((r) => r.category === input.category) : rows;
  return {
    items: filtered.slice(input.offset, input.offset + input.limit).map((r) => toProduct(r, input.lang)),
    total: filtered.length,
  };
}

export function createCatalogService(db: Db, options: { cacheTtlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.hidden, false))
      .orderBy(asc(products.sortOrder), asc(products.id));
    const [dealRow] = await db.select({ productId: deal.productId, endsAt: deal.endsAt }).from(deal).limit(1);
    return { loadedAt: now(), rows, dealRow, listJson: new Map() };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.loadedAt < options.cacheTtlMs) return snapshot;
    // One reload at a time: concurrent requests share the same query.
    loading ??= load().finally(() => {
      loading = undefined;
    });
    snapshot = await loading;
    return snapshot;
  }

  return {
    /** Drops the in-memory copy so the next read sees the database. */
    invalidate() {
      snapshot = undefined;
    },

    /** Lists visible products, optionally of one category, in catalogue (or best-selling) order. */
    async listProducts(input: ListProductsInput): Promise<ProductList> {
      return listFrom(await current(), input);
    },

    /** The same list as `listProducts`, already serialised to JSON (memoised per snapshot). */
    async listProductsJson(input: ListProductsInput): Promise<string> {
      const snap = await current();
      const key = `${input.category ?? ''}|${input.limit}|${input.offset}|${input.lang}|${input.sort ?? 'catalog'}`;
      let json = snap.listJson.get(key);
      if (json === undefined) {
        json = JSON.stringify(listFrom(snap, input));
        // Queries are validated but still many; keep the memo bounded.
        if (snap.listJson.size >= 500) snap.listJson.clear();
        snap.listJson.set(key, json);
      }
      return json;
    },

    /** Finds a visible product by numeric id or slug; undefined when unknown or hidden. */
    async getProduct(idOrSlug: string, lang: Lang): Promise<Product | undefined> {
      const { rows } = await current();
      const row = /^\d+$/.test(idOrSlug)
        ? rows.find((r) => r.id === Number(idOrSlug))
        : rows.find((r) => r.slug === idOrSlug.toLowerCase());
      return row ? toProduct(row, lang) : undefined;
    },

    /** The featured deal with its end time (ISO, UTC); undefined when none or its product is hidden. */
    async getDeal(lang: Lang): Promise<Deal | undefined> {
      const { rows, dealRow } = await current();
      if (!dealRow) return undefined;
      const row = rows.find((r) => r.id === dealRow.productId);
      if (!row) return undefined;
      const endsAt = dealRow.endsAt ?? nextArgentinaMidnight(new Date(now()));
      return { product: toProduct(row, lang), endsAt: endsAt.toISOString() };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
