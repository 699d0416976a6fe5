/**
 * A signed-in shopper's cart and wishlist kept on the account (docs/decisions/0023-saved-carts.md),
 * so another device shows the same lists. Quantities are absolute (a request repeated changes
 * nothing more; two devices changing different lines both keep theirs; the last write of a line
 * wins); a guest's lines merge into the account's on sign-in, summed and capped. Lines are answered
 * with the catalogue's current title, price (ARS, after discount) and picture in the asked
 * language; a product no longer listed is left out of answers and not added. Knows nothing of HTTP.
 */
import {
  toLineItem,
  type Lang,
  type SavedList,
  type SavedListKind,
  type SavedListMerge,
  type SavedListPatch,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import { mergeLines, readLines, setLines, type StoredLine } from './store.ts';

export interface CartServiceDeps {
  db: Db;
  catalog: Pick<CatalogService, 'getProduct'>;
}

/** The carts service; see the module's description. */
export function createCartService({ db, catalog }: CartServiceDeps) {
  /** The lines whose product the catalogue lists, as the catalogue describes it in `lang`. */
  async function describe(
    lines: readonly { productId: number; quantity: number }[],
    lang: Lang,
  ): Promise<SavedList> {
    const described = await Promise.all(
      lines.map(async ({ productId, quantity }) => {
        const product = await catalog.getProduct(String(productId), lang);
        return product ? { ...toLineItem(product), quantity } : undefined;
      }),
    );
    return { lines: described.filter((l) => l !== undefined) };
  }

  /** The account's stored `list`, described by the catalogue. */
  async function view(userId: string, list: SavedListKind, lang: Lang): Promise<SavedList> {
    return describe(await readLines(db, userId, list), lang);
  }

  /** `lines` without products the catalogue does not list (removals are kept: they remove nothing harmful). */
  async function listedOnly(lines: readonly StoredLine[], keepRemovals: boolean): Promise<StoredLine[]> {
    const known = await Promise.all(
      lines.map(
        async (l) =>
          (keepRemovals && l.quantity === 0) ||
          (await catalog.getProduct(String(l.productId), 'es')) !== undefined,
      ),
    );
    return lines.filter((_, i) => known[i]);
  }

  /** One line per product: a request naming a product twice keeps its last quantity. */
  function lastPerProduct(
    lines: readonly { productId: string; quantity: number }[],
    list: SavedListKind,
  ): StoredLine[] {
    const byId = new Map<number, number>();
    for (const l of lines)
      byId.set(Number(l.productId), list === 'wishlist' ? Math.min(l.quantity, 1) : l.quantity);
    return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
  }

  return {
    /**
     * `lines` (product ids and quantities) as the catalogue lists them now in `lang`, products it
     * no longer lists left out (a guest's reminded cart, decision 0031).
     */
    /** `lines` as the catalogue lists them now in `lang`, unlisted products left out (a guest's reminded cart, decision 0031). */
    describe,

    /** The account's `list`. */
    get: (userId: string, list: SavedListKind, lang: Lang): Promise<SavedList> => view(userId, list, lang),

    /** Sets lines to absolute quantities (0 removes); @returns the whole list after the change. */
    async set(userId: string, list: SavedListKind, patch: SavedListPatch, lang: Lang): Promise<SavedList> {
      await setLines(db, userId, list, await listedOnly(lastPerProduct(patch.set, list), true));
      return view(userId, list, lang);
    },

    /** Adds a guest's lines to the account's (summed, capped; once per `mergeId`); @returns the whole list after the merge. */
    async merge(userId: string, list: SavedListKind, body: SavedListMerge, lang: Lang): Promise<SavedList> {
      const byId = new Map<number, number>();
      for (const l of body.lines)
        byId.set(Number(l.productId), (byId.get(Number(l.productId)) ?? 0) + l.quantity);
      await mergeLines(
        db,
        userId,
        list,
        await listedOnly(
          [...byId].map(([productId, quantity]) => ({ productId, quantity })),
          false,
        ),
        body.mergeId,
      );
      return view(userId, list, lang);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
