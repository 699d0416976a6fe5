/** The delivery zones: listing them, the owner's changes, and the active one an order names. */
import { and, asc, eq } from 'drizzle-orm';
import type { DeliveryZone } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { deliveryZones, type DeliveryZoneRow } from '../../../db/schema.ts';
import { toZone, type NewZone } from './rows.ts';

/** Every zone (active first, then by name), or only the active ones. */
export async function listZones(db: Db, onlyActive = false): Promise<DeliveryZone[]> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(onlyActive ? eq(deliveryZones.active, true) : undefined)
    .orderBy(asc(deliveryZones.priceArs), asc(deliveryZones.name), asc(deliveryZones.id));
  return rows.map(toZone);
}

/** Adds a zone. @returns its row. */
export async function insertZone(db: Db, zone: NewZone): Promise<DeliveryZoneRow> {
  const [row] = await db.insert(deliveryZones).values(zone).returning();
  return row!;
}

/** Changes the given fields of zone `id` (updated now). @returns its row, or undefined when unknown. */
export async function updateZone(
  db: Db,
  id: number,
  patch: Partial<NewZone>,
): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning();
  return row;
}

/** Deletes zone `id`. @returns whether it existed. */
export async function deleteZoneRow(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return row !== undefined;
}

/** Zone `id` when it is active, else undefined. */
export async function findActiveZone(db: Db, id: number): Promise<DeliveryZoneRow | undefined> {
  const [zone] = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.active, true)));
  return zone;
}
