/**
 * The delivery module's SQL: settings, zones, pickup points, the days' capacity and the first settings.
 *
 * Delivery rows as the API shows them: a zone, a pickup point, and the weekdays and windows they
 * keep as jsonb. No queries: what the other store files and the services turn rows into.
 */
import {
  DELIVERY_WINDOWS,
  type DeliveryZone,
  type OptionSchedule,
  type PickupPoint,
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  type PaymentDeadlines,
  describeOpeningHours,
  type OpeningHours,
} from '@shop/domain';
import { eq, and, asc, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deliverySettings,
  deliveryZones,
  type DeliveryZoneRow,
  pickupPoints,
  type PickupPointRow,
  deliveryDays,
  orders,
} from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { hasReceiptSql } from '../receipts/index.ts';

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

/*
 * The owner's day rules (lead time, closed weekdays and dates, capacity, days ahead) and the
 * payment times of unpaid orders, kept in the one delivery_settings row.
 */

/** The day rules; the defaults until the owner saves some (the row is made at the first start). */
export async function readDeliverySettings(db: Db): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  if (!row) return DEFAULT_DELIVERY_SETTINGS;
  return {
    leadTimeHours: row.leadTimeHours,
    closedWeekdays: row.closedWeekdays,
    blockedDates: row.blockedDates,
    openHolidays: row.openHolidays,
    capacityKind: row.capacityKind,
    capacityPerDay: row.capacityPerDay,
    daysAhead: row.daysAhead,
  };
}

/** Replaces the day rules (already checked by deliverySettingsSchema). */
export async function saveDeliverySettings(db: Db, settings: DeliverySettings): Promise<DeliverySettings> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(deliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values });
  return readDeliverySettings(db);
}

/**
 * How long unpaid transfer and Mercado Pago orders keep their place (decision 0018), in
 * minutes: the owner's values, or `defaults` (configuration UNPAID_*_TTL_MINUTES) where none is saved.
 */
export async function readPaymentDeadlines(db: Db, defaults: PaymentDeadlines): Promise<PaymentDeadlines> {
  const [row] = await db
    .select({
      transfer: deliverySettings.unpaidTransferTtlMinutes,
      mercadoPago: deliverySettings.unpaidMercadoPagoTtlMinutes,
    })
    .from(deliverySettings)
    .where(eq(deliverySettings.id, 1));
  return {
    transferMinutes: row?.transfer ?? defaults.transferMinutes,
    mercadoPagoMinutes: row?.mercadoPago ?? defaults.mercadoPagoMinutes,
  };
}

/** Stores the owner's payment times (already checked by paymentDeadlinesSchema); later orders get them. */
export async function savePaymentDeadlines(db: Db, deadlines: PaymentDeadlines): Promise<PaymentDeadlines> {
  const values = {
    unpaidTransferTtlMinutes: deadlines.transferMinutes,
    unpaidMercadoPagoTtlMinutes: deadlines.mercadoPagoMinutes,
    updatedAt: new Date(),
  };
  await db
    .insert(deliverySettings)
    .values({ id: 1, ...DEFAULT_DELIVERY_SETTINGS, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values });
  return readPaymentDeadlines(db, deadlines);
}

/* The delivery zones: listing them, the owner's changes, and the active one an order names. */

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

/* The pickup points: listing them, the owner's changes, and the active one an order names. */

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

/*
 * The facts a day's capacity is counted from: the orders booked per day, and the day's lock row
 * that makes orders booking the same day wait for each other. (The products' lead times are
 * catalog's, read through catalog/index.ts.)
 */

/**
 * The orders not cancelled with a delivery day from `from` to `to` ("YYYY-MM-DD", inclusive):
 * their day, status, payment status and due time, whether a receipt was uploaded, and their units.
 */
export function readBookedOrders(db: Db | Tx, from: string, to: string) {
  return db
    .select({
      day: orders.deliveryDay,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentDueAt: orders.paymentDueAt,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and inside a
      // subquery an unqualified "id" would mean the subquery's own table's column.
      hasReceipt: hasReceiptSql(),
      units: sql<number>`(select coalesce(sum("order_lines"."quantity"), 0) from "order_lines" where "order_lines"."order_id" = "orders"."id")::int`,
    })
    .from(orders)
    .where(and(gte(orders.deliveryDay, from), lte(orders.deliveryDay, to), ne(orders.status, 'cancelado')));
}

/**
 * Locks day `date`'s row (made on first use) for the rest of `tx`: orders booking the same day
 * wait for each other here.
 */
export async function lockDeliveryDay(tx: Tx, date: string): Promise<void> {
  await tx.insert(deliveryDays).values({ day: date }).onConflictDoNothing();
  await tx.select().from(deliveryDays).where(eq(deliveryDays.day, date)).for('update');
}

/* The delivery data a new shop starts with, made once at the first start. */

/**
 * The first pickup point, at the shop, states the shop's hours (docs/decisions/0028: one source
 * of the hours) in both languages, "Lunes a viernes de 9 a 19 h" / "Monday to Friday, 9 am to
 * 7 pm", and opens on the same weekdays, both windows (9 to 13 h and 14 to 19 h). From then on
 * the point's hours are its own (the owner edits them in /admin/delivery).
 */
export function seedPickupHours(hours: OpeningHours): { hours: string; hoursEn: string } & OptionSchedule {
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    hours: sentence(describeOpeningHours(hours, 'es').replace(/^de /, '')),
    hoursEn: sentence(describeOpeningHours(hours, 'en')),
    openWeekdays: [...new Set(hours.flatMap((h) => h.days))].sort((a, b) => a - b),
    windows: ['manana', 'tarde'],
  };
}

/**
 * Makes the delivery data a new shop needs to take orders (the shop must be usable
 * before the owner visits /admin/delivery): the default day rules, one zone "Capital" and one
 * pickup point at the shop's address. Runs once: the settings row marks it done, so zones or
 * points the owner later removes are never brought back.
 * @returns true when the defaults were inserted.
 */
export async function seedDeliveryDefaults(
  db: Db,
  shop: { address: string; hours: OpeningHours },
): Promise<boolean> {
  const shopAddress = shop.address;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deliverySettings)
      .values({ id: 1, ...DEFAULT_DELIVERY_SETTINGS })
      .onConflictDoNothing()
      .returning({ id: deliverySettings.id });
    if (!inserted) return false;
    await tx
      .insert(deliveryZones)
      .values({ name: 'Capital', priceArs: 2500, freeFromArs: null, active: true });
    if (shopAddress.trim()) {
      await tx.insert(pickupPoints).values({
        name: 'Local',
        address: shopAddress.trim(),
        ...seedPickupHours(shop.hours),
        active: true,
      });
    }
    return true;
  });
}
