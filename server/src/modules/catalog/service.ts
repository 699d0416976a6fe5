/**
 * Read side of the catalogue: products and the daily deal, in Spanish or English.
 * The visible catalogue is small and read on every page, so it is kept in memory: served as it is
 * for `cacheTtlMs`, then served while one reload runs in the background, which bounds staleness
 * across processes; the owner's changes in this process show at once (`invalidate()`), orders and
 * reviews refresh only the figures behind ratings and best-selling.
 * While the database cannot be reached, the last copy that loaded is served,
 * and a reload is tried in the background at most once per `retryMs`.
 */
import {
  filterRows,
  netCarbsOf,
  sortRows,
  dealDiscountAt,
  dealUnitPrice,
  type DealDiscount,
  discountedPrice,
  type Allergen,
  isNewArrival,
  type Category,
  type Deal,
  type Lang,
  type Product,
  type ProductDetail,
  type ProductList,
  type ProductSort,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { createSwrCache } from '../../lib/swr-cache.ts';
import type { ProductRow } from '../../db/schema.ts';
import {
  readDeal,
  readListedProducts,
  loadProductStats,
  NO_STATS,
  ratingFrom,
  type ProductStats,
} from './store.ts';
import { nextArgentinaMidnight } from '../../lib/argentina-day.ts';

export interface ListProductsInput {
  category?: Category;
  limit: number;
  offset: number;
  lang: Lang;
  sort?: ProductSort;
  /** Leave out products with any of these allergens, or none declared. */
  exclude?: Allergen[];
  /** At most this many grams of net carbs per portion. */
  maxNetCarbs?: number;
}

interface Snapshot {
  /** Visible products in catalogue order. */
  rows: ProductRow[];
  /** The same rows in best-selling order, sorted once per snapshot. */
  bestselling: ProductRow[];
  /** Ratings and units ordered by product id; absent = no reviews and no orders. */
  stats: Map<number, ProductStats>;
  /** Serialised list answers of this snapshot by query; the hot path skips JSON.stringify. */
  listJson: Map<string, string>;
  dealRow: { productId: number; endsAt: Date | null; discount: DealDiscount | null } | undefined;
}

/**
 * Maps a stored row to the API's Product in one language (prices in whole ARS). `stats` are the
 * product's review and order figures (catalog/store.ts); none means no reviews yet.
 */
export function toProduct(
  row: ProductRow,
  lang: Lang,
  stats: ProductStats = NO_STATS,
  /** The deal's discount while it runs on this product (docs/decisions/0029); it wins when lower. */
  dealDiscount?: DealDiscount,
): Product {
  const discounted = row.discountPercent ? discountedPrice(row.priceArs, row.discountPercent) : row.priceArs;
  const dealPrice = dealDiscount
    ? dealUnitPrice(row.priceArs, row.discountPercent, dealDiscount)
    : discounted;
  // The percentage shown beside the list price: the deal's own, or what its amount comes to.
  const dealPercent = Math.min(99, Math.max(1, Math.round(100 - (dealPrice * 100) / row.priceArs)));
  const prices =
    dealPrice < discounted
      ? { price: dealPrice, originalPrice: row.priceArs, discountPercent: dealPercent }
      : {
          price: discounted,
          originalPrice: row.discountPercent ? row.priceArs : null,
          discountPercent: row.discountPercent ?? null,
        };
  return {
    id: String(row.id),
    slug: row.slug,
    title: lang === 'en' ? row.titleEn : row.titleEs,
    details: lang === 'en' ? row.detailsEn : row.detailsEs,
    imageAlt: lang === 'en' ? row.imageAltEn : row.imageAltEs,
    category: row.category,
    ...prices,
    isNew: isNewArrival(row),
    inStock: row.inStock,
    images: row.images,
    // Ratings come from stored reviews, never invented.
    rating: ratingFrom(stats.halfStarsSum, stats.reviewCount),
    allergens: row.allergens ?? null,
    netCarbsG: netCarbsOf(row) ?? null,
  };
}

/**
 * Best-selling order: most units ordered, then most reviews, then catalogue order. `rows` must be
 * in catalogue order; the sort is stable, which keeps it for ties.
 */
export function sortBestselling(
  rows: readonly ProductRow[],
  stats: ReadonlyMap<number, ProductStats>,
): ProductRow[] {
  const of = (r: ProductRow) => stats.get(r.id) ?? NO_STATS;
  return rows.toSorted(
    (a, b) => of(b).unitsOrdered - of(a).unitsOrdered || of(b).reviewCount - of(a).reviewCount,
  );
}

/**
 * A product with what its page shows besides: nutrition facts, the ingredients in
 * `lang` and the declared allergens (null = not declared yet).
 */
export function toProductDetail(
  row: ProductRow,
  lang: Lang,
  stats?: ProductStats,
  dealDiscount?: DealDiscount,
): ProductDetail {
  return {
    ...toProduct(row, lang, stats, dealDiscount),
    nutrition: row.nutrition ?? null,
    ingredients: lang === 'en' ? row.ingredientsEn : row.ingredientsEs,
  };
}

/** Whether a row is listed under `category`: Novedades lists every new arrival. */
function inCategory(row: ProductRow, category: Category): boolean {
  return category === 'nuevos' ? isNewArrival(row) : row.category === category;
}

/** The deal's discount on `row` now, if any (dealDiscountAt). */
const dealOn = (snap: Pick<Snapshot, 'dealRow'>, row: ProductRow, at: number) =>
  dealDiscountAt(snap.dealRow, row.id, new Date(at));

function listFrom(snap: Snapshot, input: ListProductsInput, at: number): ProductList {
  const sort = input.sort ?? 'catalog';
  const ordered =
    sort === 'sold'
      ? snap.bestselling.filter((r) => (snap.stats.get(r.id)?.unitsOrdered ?? 0) > 0)
      : sort === 'bestselling'
        ? snap.bestselling
        : sort === 'catalog'
          ? snap.rows
          : sortRows(snap.rows, sort);
  const category = input.category;
  const listed = category ? ordered.filter((r) => inCategory(r, category)) : ordered;
  const filtered = filterRows(listed, input);
  return {
    items: filtered
      .slice(input.offset, input.offset + input.limit)
      .map((r) => toProduct(r, input.lang, snap.stats.get(r.id), dealOn(snap, r, at))),
    total: filtered.length,
  };
}

/**
 * What a shopper can see of a snapshot: products, deal, best-selling order and ratings (not the
 * units behind the ranking). Two snapshots with the same fingerprint render the same pages.
 */
function fingerprint(snap: Pick<Snapshot, 'rows' | 'bestselling' | 'stats' | 'dealRow'>): string {
  return JSON.stringify([
    snap.rows,
    snap.dealRow ?? null,
    snap.bestselling.map((r) => r.id),
    snap.rows.map((r) => {
      const s = snap.stats.get(r.id);
      return s ? [s.halfStarsSum, s.reviewCount] : 0;
    }),
  ]);
}

export interface CatalogServiceOptions {
  /** How long a loaded copy is served as fresh; up to twice that it is still served while one reload runs. 0 = every read waits for the database. */
  cacheTtlMs: number;
  /** At most this long after `statsChanged()` the ratings and best-selling order are reloaded (in the background). Default 2000. */
  statsRefreshMs?: number;
  now?: () => number;
  /** While the database is unreachable, a reload is tried at most once per this many ms. */
  retryMs?: number;
}

/**
 * The catalogue service (decision 0002 for the refresh rules):
 * - a copy younger than `cacheTtlMs` is served as it is; one younger than twice that is still
 *   served while one reload runs in the background (stale-while-revalidate), so under steady
 *   traffic no shopper waits on the database; an older one is reloaded before it is served;
 * - `invalidate()` (the owner changed products, photos or the deal) drops the copy: the next read
 *   waits for the database, so the change shows at once;
 * - `statsChanged()` (an order was placed) reloads only ratings and best-selling figures, in the
 *   background, at most `statsRefreshMs` later, several orders sharing one reload;
 * - `refreshStats()` (a review was saved) does the same at once and resolves when it is done.
 */
export function createCatalogService(db: Db, options: CatalogServiceOptions) {
  const now = options.now ?? Date.now;
  const statsRefreshMs = options.statsRefreshMs ?? 2000;
  /** Bumped by invalidate(); a load started under an older generation is not kept. */
  let generation = 0;
  /** Bumped whenever the copy in use starts to show something different (see fingerprint). */
  let dataVersion = 0;
  let servedFingerprint: string | undefined;
  /** Order in which figures were read from the database: older figures never replace newer ones. */
  let statsSeq = 0;
  let installedStatsSeq = 0;
  let statsTimer: ReturnType<typeof setTimeout> | undefined;

  /** Notes whether `next`, about to become the copy in use, shows shoppers something different. */
  function noteShown(next: Snapshot) {
    const print = fingerprint(next);
    if (print !== servedFingerprint) {
      servedFingerprint = print;
      dataVersion++;
    }
  }

  /** Loads a snapshot; figures read after this load began (a review's refreshStats) are newer and kept. */
  async function load(): Promise<Snapshot> {
    const startedIn = generation;
    const seq = ++statsSeq;
    const rows = await readListedProducts(db);
    const dealRow = await readDeal(db);
    const stats = await loadProductStats(db);
    const loaded: Snapshot = {
      rows,
      bestselling: sortBestselling(rows, stats),
      stats,
      dealRow,
      listJson: new Map(),
    };
    // A load that began before an invalidate() may miss that change: the cache serves it to the
    // requests already waiting but does not keep it, so it does not become the copy in use.
    if (startedIn !== generation) return loaded;
    const held = cache.peek(KEY);
    const kept = installedStatsSeq > seq && held ? withStats(loaded, held.stats) : loaded;
    installedStatsSeq = Math.max(installedStatsSeq, seq);
    noteShown(kept);
    return kept;
  }

  // The copy in use (lib/swr-cache.ts): fresh for cacheTtlMs, then served while one reload runs up
  // to twice that; while the database is unreachable the last copy that loaded, a reload tried at
  // most once per retryMs.
  const KEY = 'catalog';
  const cache = createSwrCache<Snapshot>({
    ttlMs: options.cacheTtlMs,
    build: load,
    keepLastGood: isDatabaseUnavailable,
    retryMs: options.retryMs ?? 1000,
    now,
    // A background reload that failed leaves the copy in use; the next read tries again.
    onBackgroundError: () => {},
  });

  /** `snap` with other figures: new best-selling order, no memoised lists (the cache keeps its age). */
  function withStats(snap: Snapshot, stats: Map<number, ProductStats>): Snapshot {
    return { ...snap, stats, bestselling: sortBestselling(snap.rows, stats), listJson: new Map() };
  }

  /** Reads the figures and puts them into the copy in use; never rejects. */
  async function reloadStats(): Promise<void> {
    const seq = ++statsSeq;
    try {
      const stats = await loadProductStats(db);
      if (seq <= installedStatsSeq || !cache.peek(KEY)) return; // newer figures are in, or no copy to update
      installedStatsSeq = seq;
      cache.update(KEY, (snap) => {
        const next = withStats(snap, stats);
        noteShown(next);
        return next;
      });
    } catch {
      // Database away or slow: the next read after the TTL reloads everything anyway; mark the
      // copy old so that happens now rather than at the TTL.
      cache.expire(KEY);
    }
  }

  const current = async (): Promise<Snapshot> => (await cache.get(KEY))!;

  return {
    /**
     * Drops the in-memory copy so the next read waits for the database. Call it after a change in
     * this process that the owner expects to see at once: a product edit, a photo, the deal.
     */
    invalidate() {
      generation++;
      cache.clear();
    },

    /**
     * An order changed the units behind best-selling: reloads the figures in the background at most
     * `statsRefreshMs` from now (orders in between share the reload). Pages and lists keep being
     * served from the copy meanwhile.
     */
    statsChanged() {
      if (statsTimer) return;
      statsTimer = setTimeout(() => {
        statsTimer = undefined;
        void reloadStats();
      }, statsRefreshMs);
      // A pending refresh must not keep the process (or a test run) alive.
      statsTimer.unref();
    },

    /** A review changed a rating: reloads the figures now; resolves once the copy shows them (never rejects). */
    refreshStats(): Promise<void> {
      return reloadStats();
    },

    /** Stops a pending statsChanged() reload (on shutdown). */
    close() {
      clearTimeout(statsTimer);
      statsTimer = undefined;
    },

    /**
     * A number that changes on every invalidate(): caches built from the catalogue in this process
     * (the rendered pages of plugins/web-app/page-cache.ts) drop what was built before, without serving it.
     */
    version(): number {
      return generation;
    },

    /**
     * A number that changes whenever what shoppers see changes without an invalidate() (a reload
     * after the TTL, new ratings or best-selling order): such caches may serve their old copy while
     * they build a new one.
     */
    dataVersion(): number {
      return dataVersion;
    },

    /** Lists visible products, optionally of one category, in catalogue (or best-selling) order. */
    async listProducts(input: ListProductsInput): Promise<ProductList> {
      return listFrom(await current(), input, now());
    },

    /** The same list as `listProducts`, already serialised to JSON (memoised per snapshot). */
    async listProductsJson(input: ListProductsInput): Promise<string> {
      const snap = await current();
      const at = now();
      // Whether the deal's discount still runs is part of the answer: a list memoised while it ran
      // is not served after it ended (docs/decisions/0029).
      const dealRunning = snap.dealRow
        ? dealDiscountAt(snap.dealRow, snap.dealRow.productId, new Date(at)) !== undefined
        : false;
      const key = `${dealRunning}|${input.category ?? ''}|${input.limit}|${input.offset}|${input.lang}|${input.sort ?? 'catalog'}|${(input.exclude ?? []).join(',')}|${input.maxNetCarbs ?? ''}`;
      let json = snap.listJson.get(key);
      if (json === undefined) {
        json = JSON.stringify(listFrom(snap, input, at));
        // Queries are validated but still many; keep the memo bounded.
        if (snap.listJson.size >= 500) snap.listJson.clear();
        snap.listJson.set(key, json);
      }
      return json;
    },

    /** Finds a visible product by numeric id or slug, with its facts; undefined when unknown or hidden. */
    async getProduct(idOrSlug: string, lang: Lang): Promise<ProductDetail | undefined> {
      const snap = await current();
      const { rows, stats } = snap;
      const row = /^\d+$/.test(idOrSlug)
        ? rows.find((r) => r.id === Number(idOrSlug))
        : rows.find((r) => r.slug === idOrSlug.toLowerCase());
      return row ? toProductDetail(row, lang, stats.get(row.id), dealOn(snap, row, now())) : undefined;
    },

    /** Every visible product's slug and last change, in catalogue order (the sitemap). */
    async listedProducts(): Promise<{ slug: string; updatedAt: Date }[]> {
      const { rows } = await current();
      return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt }));
    },

    /** The featured deal with its end time (ISO, UTC); undefined when none or its product is hidden. */
    async getDeal(lang: Lang): Promise<Deal | undefined> {
      const { rows, stats, dealRow } = await current();
      if (!dealRow) return undefined;
      const row = rows.find((r) => r.id === dealRow.productId);
      if (!row) return undefined;
      const endsAt = dealRow.endsAt ?? nextArgentinaMidnight(new Date(now()));
      const discount = dealOn({ dealRow }, row, now());
      return {
        product: toProduct(row, lang, stats.get(row.id), discount),
        endsAt: endsAt.toISOString(),
        discount: dealRow.discount ?? null,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
