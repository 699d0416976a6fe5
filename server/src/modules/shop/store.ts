/**
 * The SQL of the shop module: the shop's facts (docs/decisions/0028-shop-facts-in-the-database.md),
 * one row with id = 1, and the health check's trivial query.
 */
import { eq, sql } from 'drizzle-orm';
import type { ShopFacts } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { shopFacts } from '../../db/schema.ts';

/** The saved facts and their version; undefined until the owner first saves. */
export async function loadSavedFacts(
  db: Db,
): Promise<{ facts: Partial<ShopFacts>; version: number } | undefined> {
  const [row] = await db
    .select({ facts: shopFacts.facts, version: shopFacts.version })
    .from(shopFacts)
    .where(eq(shopFacts.id, 1));
  return row;
}

/** Stores `facts` as the shop's, one version newer; returns that version. */
export async function saveFacts(db: Db, facts: ShopFacts): Promise<number> {
  const [row] = await db
    .insert(shopFacts)
    .values({ id: 1, facts })
    .onConflictDoUpdate({
      target: shopFacts.id,
      set: { facts, version: sql`${shopFacts.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: shopFacts.version });
  return row!.version;
}

/**
 * Resolves when the database answers `select 1`, within the pool's time limits (about a second
 * when it is unreachable); rejects with the driver's error otherwise.
 */
export async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
