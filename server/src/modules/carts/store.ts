/**
 * The carts module's SQL (the only file of the module that queries): an account's saved cart and
 * wishlist lines (db/carts-schema.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type SavedListKind } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { savedListLines, savedListMerges } from '../../db/schema.ts';

/** A line as stored: product id and quantity (1..99). */
export interface StoredLine {
  productId: number;
  quantity: number;
}

/** The account's lines of `list`, in the order they were first added. */
export function readLines(db: Db, userId: string, list: SavedListKind): Promise<StoredLine[]> {
  return db
    .select({ productId: savedListLines.productId, quantity: savedListLines.quantity })
    .from(savedListLines)
    .where(and(eq(savedListLines.userId, userId), eq(savedListLines.list, list)))
    .orderBy(asc(savedListLines.addedAt), asc(savedListLines.productId));
}

/**
 * Sets each line to its absolute quantity, in one transaction: 0 deletes the line, any other
 * replaces the stored quantity (a new line is added at the end). `lines` name existing products.
 */
export async function setLines(
  db: Db,
  userId: string,
  list: SavedListKind,
  lines: readonly StoredLine[],
): Promise<void> {
  const gone = lines.filter((l) => l.quantity === 0).map((l) => l.productId);
  const kept = lines.filter((l) => l.quantity > 0);
  await db.transaction(async (tx) => {
    if (gone.length > 0) {
      await tx
        .delete(savedListLines)
        .where(
          and(
            eq(savedListLines.userId, userId),
            eq(savedListLines.list, list),
            inArray(savedListLines.productId, gone),
          ),
        );
    }
    if (kept.length > 0) {
      await tx
        .insert(savedListLines)
        .values(kept.map((l) => ({ userId, list, productId: l.productId, quantity: l.quantity })))
        .onConflictDoUpdate({
          target: [savedListLines.userId, savedListLines.list, savedListLines.productId],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        });
    }
  });
}

/**
 * Adds a guest's lines to the account's: a product already there gets the quantities summed, capped
 * at MAX_LINE_QUANTITY (a wishlist line stays 1); a new one is added at the end. With `mergeId`, a
 * merge already applied under that id changes nothing (the browser sent it again).
 */
export async function mergeLines(
  db: Db,
  userId: string,
  list: SavedListKind,
  lines: readonly StoredLine[],
  mergeId?: string,
): Promise<void> {
  if (lines.length === 0) return;
  const cap = list === 'wishlist' ? 1 : MAX_LINE_QUANTITY;
  await db.transaction(async (tx) => {
    if (mergeId) {
      const fresh = await tx
        .insert(savedListMerges)
        .values({ userId, list, mergeId })
        .onConflictDoNothing()
        .returning({ mergeId: savedListMerges.mergeId });
      if (fresh.length === 0) return;
    }
    await tx
      .insert(savedListLines)
      .values(
        lines.map((l) => ({ userId, list, productId: l.productId, quantity: Math.min(l.quantity, cap) })),
      )
      .onConflictDoUpdate({
        target: [savedListLines.userId, savedListLines.list, savedListLines.productId],
        set: {
          quantity: sql`least(${cap}, ${savedListLines.quantity} + excluded.quantity)`,
          updatedAt: sql`now()`,
        },
      });
  });
}
