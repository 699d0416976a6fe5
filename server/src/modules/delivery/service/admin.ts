/**
 * The back office's delivery zones and pickup points: add, change and delete. Orders
 * keep the name and price of their zone or point as they were, so none of this changes a past
 * order. Knows nothing of HTTP: an id that cannot exist or is not stored throws zone_not_found /
 * pickup_point_not_found (404, delivery/errors.ts). The queries, settings and lists are in delivery/store/.
 */
import type { DeliveryZone, PickupPoint } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { deliveryError } from '../index.ts';
import { toPickupPoint, toZone } from '../index.ts';
import type { NewPickupPoint as PointInput, NewZone as ZoneInput } from '../store/rows.ts';
import { deletePickupPointRow, insertPickupPoint, updatePickupPoint } from '../store/pickup-points.ts';
import { deleteZoneRow, insertZone, updateZone } from '../store/zones.ts';

/** The numeric id of a path, or null when it cannot be one. */
function idParam(raw: string): number | null {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Adds a delivery zone (already validated). */
export async function addZone(db: Db, zone: ZoneInput): Promise<DeliveryZone> {
  const row = await insertZone(db, zone);
  return toZone(row);
}

/** Changes the given fields of zone `rawId`. @throws zone_not_found (404) */
export async function changeZone(db: Db, rawId: string, patch: Partial<ZoneInput>): Promise<DeliveryZone> {
  const id = idParam(rawId);
  if (id === null) throw deliveryError('zone_not_found');
  const row = await updateZone(db, id, patch);
  if (!row) throw deliveryError('zone_not_found');
  return toZone(row);
}

/** Deletes zone `rawId`. @throws zone_not_found (404) */
export async function deleteZone(db: Db, rawId: string): Promise<void> {
  const id = idParam(rawId);
  if (id === null) throw deliveryError('zone_not_found');
  if (!(await deleteZoneRow(db, id))) throw deliveryError('zone_not_found');
}

/** Adds a pickup point (already validated). */
export async function addPickupPoint(db: Db, point: PointInput): Promise<PickupPoint> {
  const row = await insertPickupPoint(db, point);
  return toPickupPoint(row);
}

/** Changes the given fields of pickup point `rawId`. @throws pickup_point_not_found (404) */
export async function changePickupPoint(
  db: Db,
  rawId: string,
  patch: Partial<PointInput>,
): Promise<PickupPoint> {
  const id = idParam(rawId);
  if (id === null) throw deliveryError('pickup_point_not_found');
  const row = await updatePickupPoint(db, id, patch);
  if (!row) throw deliveryError('pickup_point_not_found');
  return toPickupPoint(row);
}

/** Deletes pickup point `rawId`. @throws pickup_point_not_found (404) */
export async function deletePickupPoint(db: Db, rawId: string): Promise<void> {
  const id = idParam(rawId);
  if (id === null) throw deliveryError('pickup_point_not_found');
  if (!(await deletePickupPointRow(db, id))) throw deliveryError('pickup_point_not_found');
}
