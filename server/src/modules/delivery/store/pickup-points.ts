/** The pickup points: listing them, the owner's changes, and the active one an order names. */
import { and, asc, eq } from 'drizzle-orm';
import type { PickupPoint } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { pickupPoints, type PickupPointRow } from '../../../db/schema.ts';
import { toPickupPoint, type NewPickupPoint } from './rows.ts';

/** Every pickup point, or only the active ones, by name. */
export async function listPickupPoints(db: Db, onlyActive = false): Promise<PickupPoint[]> {
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(onlyActive ? eq(pickupPoints.active, true) : undefined)
    .orderBy(asc(pickupPoints.name), asc(pickupPoints.id));
  return rows.map(toPickupPoint);
}

/** Adds a pickup point. @returns its row. */
export async function insertPickupPoint(db: Db, point: NewPickupPoint): Promise<PickupPointRow> {
  const [row] = await db.insert(pickupPoints).values(point).returning();
  return row!;
}

/** Changes the given fields of pickup point `id` (updated now). @returns its row, or undefined when unknown. */
export async function updatePickupPoint(
  db: Db,
  id: number,
  patch: Partial<NewPickupPoint>,
): Promise<PickupPointRow | undefined> {
  const [row] = await db
    .update(pickupPoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pickupPoints.id, id))
    .returning();
  return row;
}

/** Deletes pickup point `id`. @returns whether it existed. */
export async function deletePickupPointRow(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .delete(pickupPoints)
    .where(eq(pickupPoints.id, id))
    .returning({ id: pickupPoints.id });
  return row !== undefined;
}

/** Pickup point `id` when it is active, else undefined. */
export async function findActivePickupPoint(db: Db, id: number): Promise<PickupPointRow | undefined> {
  const [point] = await db
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.active, true)));
  return point;
}
