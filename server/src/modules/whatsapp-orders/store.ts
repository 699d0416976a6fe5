/**
 * The SQL of orders sent by WhatsApp (docs/decisions/0034-whatsapp-orders-and-review-approval.md):
 * storing one with its lines, reading them for the owner's desk, confirming or discarding, and
 * deleting an unconfirmed one when it expires.
 */
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappOrderLines, whatsappOrders, type WhatsappOrderRow } from '../../db/orders-schema.ts';
import type { Tx } from '../../db/transaction.ts';

export type NewWhatsappOrder = Omit<typeof whatsappOrders.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type NewWhatsappLine = Omit<typeof whatsappOrderLines.$inferInsert, 'id' | 'whatsappOrderId'>;
export type WhatsappLineRow = typeof whatsappOrderLines.$inferSelect;

/** The order recorded under `idempotencyKey`, if any. */
export async function findWhatsappOrderByKey(db: Db | Tx, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(whatsappOrders)
    .where(eq(whatsappOrders.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Stores the order and its lines in `tx`. @returns the stored row, or undefined when the reference
 * or the idempotency key is already taken (nothing stored; the caller tells which).
 */
export async function insertWhatsappOrder(
  tx: Tx,
  order: NewWhatsappOrder,
  lines: readonly NewWhatsappLine[],
): Promise<WhatsappOrderRow | undefined> {
  const [row] = await tx.insert(whatsappOrders).values(order).onConflictDoNothing().returning();
  if (!row) return undefined;
  await tx.insert(whatsappOrderLines).values(lines.map((l) => ({ ...l, whatsappOrderId: row.id })));
  return row;
}

/**
 * The owner's list: newest first, the last 200; with `status` only those, else every one but the
 * discarded. @returns the rows and their lines by order id.
 */
export async function listWhatsappOrders(
  db: Db,
  status: WhatsappOrderRow['status'] | undefined,
): Promise<{ rows: WhatsappOrderRow[]; lines: Map<string, WhatsappLineRow[]> }> {
  const rows = await db
    .select()
    .from(whatsappOrders)
    .where(status ? eq(whatsappOrders.status, status) : ne(whatsappOrders.status, 'descartado'))
    .orderBy(desc(whatsappOrders.createdAt))
    .limit(200);
  const lines = new Map<string, WhatsappLineRow[]>();
  if (rows.length === 0) return { rows, lines };
  const lineRows = await db
    .select()
    .from(whatsappOrderLines)
    .where(
      inArray(
        whatsappOrderLines.whatsappOrderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(whatsappOrderLines.position);
  for (const l of lineRows) {
    const list = lines.get(l.whatsappOrderId) ?? [];
    list.push(l);
    lines.set(l.whatsappOrderId, list);
  }
  return { rows, lines };
}

/** One order by id, with its lines; undefined when unknown. */
export async function readWhatsappOrder(db: Db, id: string) {
  const [row] = await db.select().from(whatsappOrders).where(eq(whatsappOrders.id, id));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(whatsappOrderLines)
    .where(eq(whatsappOrderLines.whatsappOrderId, id))
    .orderBy(whatsappOrderLines.position);
  return { row, lines };
}

/**
 * Confirms or discards an order still `iniciado`. @returns the changed row, or undefined when it
 * is unknown or was already decided.
 */
export async function decideWhatsappOrder(
  db: Db,
  id: string,
  status: 'confirmado' | 'descartado',
  by: string,
): Promise<WhatsappOrderRow | undefined> {
  const [row] = await db
    .update(whatsappOrders)
    .set({ status, decidedAt: sql`now()`, decidedBy: by })
    .where(and(eq(whatsappOrders.id, id), eq(whatsappOrders.status, 'iniciado')))
    .returning();
  return row;
}

/** Deletes order `id` when it is still unconfirmed and past its expiry at `now`. @returns whether it was deleted. */
export async function deleteExpiredWhatsappOrder(db: Db, id: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(whatsappOrders)
    .where(
      and(
        eq(whatsappOrders.id, id),
        eq(whatsappOrders.status, 'iniciado'),
        lte(whatsappOrders.expiresAt, now),
      ),
    )
    .returning({ id: whatsappOrders.id });
  return deleted.length > 0;
}
