/**
 * Reading and writing the owner's delivery data: zones, pickup points and the day rules.
 * Knows nothing of HTTP; the routes check input with the domain's schemas first.
 */
import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DELIVERY_WINDOWS,
  describeOpeningHours,
  type OpeningHours,
  type DeliverySettings,
  type OptionSchedule,
  type DeliveryZone,
  type PaymentDeadlines,
  type PickupPoint,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import {
  deliverySettings,
  deliveryZones,
  pickupPoints,
  type DeliveryZoneRow,
  type PickupPointRow,
} from '../../db/schema.ts';

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

/** Every zone (active first, then by name), or only the active ones. */
export async function listZones(db: Db, onlyActive = false): Promise<DeliveryZone[]> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(onlyActive ? eq(deliveryZones.active, true) : undefined)
    .orderBy(asc(deliveryZones.priceArs), asc(deliveryZones.name), asc(deliveryZones.id));
  return rows.map(toZone);
}

/** Every pickup point, or only the active ones, by name. */
export async function listPickupPoints(db: Db, onlyActive = false): Promise<PickupPoint[]> {
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(onlyActive ? eq(pickupPoints.active, true) : undefined)
    .orderBy(asc(pickupPoints.name), asc(pickupPoints.id));
  return rows.map(toPickupPoint);
}

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
