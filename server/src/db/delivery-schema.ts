/**
 * Delivery and pickup: the owner's zones, pickup points and day rules, and one row per
 * booked day that orders lock while they count the day's capacity. Money is ARS whole pesos.
 */
import { CAPACITY_KINDS, type DeliveryWindow } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceArs: integer('price_ars').notNull(),
    /** The products' subtotal after discount from which delivery is free; null: never free. */
    freeFromArs: integer('free_from_ars'),
    /** Weekdays delivered (0 = Sunday .. 6 = Saturday) and windows ("manana", "tarde"): domain OptionSchedule. */
    openWeekdays: jsonb('open_weekdays').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    windows: jsonb('windows').$type<DeliveryWindow[]>().notNull().default(['manana', 'tarde']),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_price_range', sql`${t.priceArs} >= 0`),
    check('delivery_zones_free_from_range', sql`${t.freeFromArs} is null or ${t.freeFromArs} > 0`),
  ],
);

export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Opening hours as the owner writes them. */
  hours: text('hours').notNull().default(''),
  /** The same hours in English, for English readers (polish brief); blank: they read `hours`. */
  hoursEn: text('hours_en').notNull().default(''),
  /** The weekdays and windows the point hands out orders (domain OptionSchedule); `hours` says it for people. */
  openWeekdays: jsonb('open_weekdays').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
  windows: jsonb('windows').$type<DeliveryWindow[]>().notNull().default(['manana', 'tarde']),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shop-wide day rules (domain DeliverySettings); one row, id = 1, made at the first start. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    leadTimeHours: integer('lead_time_hours').notNull(),
    /** 0 = Sunday .. 6 = Saturday. */
    closedWeekdays: jsonb('closed_weekdays').$type<number[]>().notNull(),
    /** "YYYY-MM-DD" dates, Argentina. */
    blockedDates: jsonb('blocked_dates').$type<string[]>().notNull(),
    /** National holidays the owner opened, "YYYY-MM-DD" (the others are blocked, domain withHolidays). */
    openHolidays: jsonb('open_holidays').$type<string[]>().notNull().default([]),
    capacityKind: text('capacity_kind', { enum: CAPACITY_KINDS }).notNull(),
    /** Null: no limit. */
    capacityPerDay: integer('capacity_per_day'),
    daysAhead: integer('days_ahead').notNull(),
    /**
     * Minutes an unpaid transfer / Mercado Pago order keeps its place before it expires (decision 0018); null: the configuration's default (UNPAID_*_TTL_MINUTES).
     */
    unpaidTransferTtlMinutes: integer('unpaid_transfer_ttl_minutes'),
    unpaidMercadoPagoTtlMinutes: integer('unpaid_mercadopago_ttl_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check('delivery_settings_capacity_kind_check', oneOf(t.capacityKind, CAPACITY_KINDS)),
  ],
);

/**
 * One row per day that has been booked: an order locks its day's row (`select … for update`)
 * before counting the day's orders or units, so two orders racing for the last place are
 * serialised and the day is never over-booked.
 */
export const deliveryDays = pgTable('delivery_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type PickupPointRow = typeof pickupPoints.$inferSelect;
export type DeliverySettingsRow = typeof deliverySettings.$inferSelect;
