/**
 * The owner's day rules (lead time, closed weekdays and dates, capacity, days ahead) and the
 * payment times of unpaid orders, kept in the one delivery_settings row.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, type PaymentDeadlines } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { deliverySettings } from '../../../db/schema.ts';

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
