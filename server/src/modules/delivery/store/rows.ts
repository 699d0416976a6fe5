/**
 * Delivery rows as the API shows them: a zone, a pickup point, and the weekdays and windows they
 * keep as jsonb. No queries: what the other store files and the services turn rows into.
 */
import { DELIVERY_WINDOWS, type DeliveryZone, type OptionSchedule, type PickupPoint } from '@shop/domain';
import type { deliveryZones, DeliveryZoneRow, pickupPoints, PickupPointRow } from '../../../db/schema.ts';

export type NewZone = typeof deliveryZones.$inferInsert;

export type NewPickupPoint = typeof pickupPoints.$inferInsert;

/** A zone row as the API shows it. */
export function toZone(row: DeliveryZoneRow): DeliveryZone {
  return {
    id: String(row.id),
    name: row.name,
    priceArs: row.priceArs,
    freeFromArs: row.freeFromArs,
    ...scheduleOf(row),
    active: row.active,
  };
}

/** A pickup point row as the API shows it. */
export function toPickupPoint(row: PickupPointRow): PickupPoint {
  return {
    id: String(row.id),
    name: row.name,
    address: row.address,
    hours: row.hours,
    hoursEn: row.hoursEn,
    ...scheduleOf(row),
    active: row.active,
  };
}

/** A zone's or point's weekdays and windows as stored (jsonb), in the domain's order. */
export function scheduleOf(row: { openWeekdays: unknown; windows: unknown }): OptionSchedule {
  const days = Array.isArray(row.openWeekdays)
    ? row.openWeekdays.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6)
    : [];
  const windows = Array.isArray(row.windows)
    ? DELIVERY_WINDOWS.filter((w) => (row.windows as unknown[]).includes(w))
    : [];
  return { openWeekdays: [...new Set(days)].sort((a, b) => a - b), windows };
}
