import { z } from 'zod';
import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, getDay, parseISO, startOfDay } from 'date-fns';
import type { Lang } from './constants';
import { requiredText, VALIDATION_KEYS } from './validation';

/*
 * Delivery and pickup: the owner's zones, pickup points and day rules, and the days a
 * shopper can book. Every business day is Argentina's (date-fns with
 * @date-fns/tz in America/Argentina/Buenos_Aires); a day travels as "YYYY-MM-DD".
 */

/** The shop's time zone: every delivery day and hour is read here. */
export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';
const inShop = tz(SHOP_TIME_ZONE);

/** Delivery or pickup windows of a day. */
export const DELIVERY_WINDOWS = ['manana', 'tarde'] as const;
export type DeliveryWindow = (typeof DELIVERY_WINDOWS)[number];
/** Hours (Argentina) each window covers; a window counts for the lead time from its start. */
export const DELIVERY_WINDOW_HOURS: Record<DeliveryWindow, { from: number; to: number }> = {
  manana: { from: 9, to: 13 },
  tarde: { from: 14, to: 19 },
};
export const DELIVERY_KINDS = ['delivery', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Typo guards of the admin forms, not business rules. */
export const MAX_DELIVERY_PRICE_ARS = 1_000_000;
export const MAX_FREE_FROM_ARS = 10_000_000;
export const MAX_LEAD_TIME_HOURS = 720;
export const MAX_DAYS_AHEAD = 90;
export const MAX_CAPACITY_PER_DAY = 10_000;
export const MAX_BLOCKED_DATES = 366;

const isoDateRegex = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date "YYYY-MM-DD" that exists (2025-02-30 does not). */
export const isoDateSchema = z
  .string({ error: VALIDATION_KEYS.deliveryDate })
  .regex(isoDateRegex, { error: VALIDATION_KEYS.deliveryDate })
  .refine(
    (value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    },
    { error: VALIDATION_KEYS.deliveryDate },
  );

const wholeArs = (max: number) =>
  z
    .number({ error: VALIDATION_KEYS.deliveryPrice })
    .int({ error: VALIDATION_KEYS.deliveryPrice })
    .min(0, { error: VALIDATION_KEYS.deliveryPrice })
    .max(max, { error: VALIDATION_KEYS.deliveryPrice });

/** Lead time in whole hours, 0..720 (shop-wide and per product). */
export const leadTimeHoursSchema = z
  .number({ error: VALIDATION_KEYS.leadTime })
  .int({ error: VALIDATION_KEYS.leadTime })
  .min(0, { error: VALIDATION_KEYS.leadTime })
  .max(MAX_LEAD_TIME_HOURS, { error: VALIDATION_KEYS.leadTime });

/** Every weekday, 0 = Sunday .. 6 = Saturday: an option open all week. */
export const ALL_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * The weekdays a zone delivers or a pickup point is open (0 = Sunday .. 6 = Saturday), at least
 * one; output unique and sorted.
 */
export const openWeekdaysSchema = z
  .array(
    z.number().int().min(0, { error: VALIDATION_KEYS.weekday }).max(6, { error: VALIDATION_KEYS.weekday }),
    { error: VALIDATION_KEYS.weekday },
  )
  .max(7, { error: VALIDATION_KEYS.weekday })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))
  .refine((days) => days.length > 0, { error: VALIDATION_KEYS.noOpenDay });

/** The windows a zone delivers in or a pickup point is open for, at least one; output in DELIVERY_WINDOWS order. */
export const openWindowsSchema = z
  .array(z.enum(DELIVERY_WINDOWS, { error: VALIDATION_KEYS.deliveryWindow }), {
    error: VALIDATION_KEYS.deliveryWindow,
  })
  .max(DELIVERY_WINDOWS.length, { error: VALIDATION_KEYS.deliveryWindow })
  .transform((windows) => DELIVERY_WINDOWS.filter((w) => windows.includes(w)))
  .refine((windows) => windows.length > 0, { error: VALIDATION_KEYS.noOpenWindow });

/**
 * When one zone delivers or one pickup point hands out orders: its weekdays and windows, inside
 * the shop-wide day rules (a pickup point "Lunes a viernes de 9 a 19 h" is [1..5] and both
 * windows). Checkout offers, and the order accepts, only the days and windows of the chosen option.
 */
export interface OptionSchedule {
  openWeekdays: number[];
  windows: DeliveryWindow[];
}

/** An option open every day in both windows (the default of a new zone or point). */
export const ALWAYS_OPEN: OptionSchedule = {
  openWeekdays: [...ALL_WEEKDAYS],
  windows: [...DELIVERY_WINDOWS],
};

/** A delivery zone as the owner edits it (POST body; PATCH takes any subset). */
export const deliveryZoneInputSchema = z
  .object({
    name: requiredText(80),
    priceArs: wholeArs(MAX_DELIVERY_PRICE_ARS),
    /** The products' subtotal (after discount) from which delivery is free; null: never free. */
    freeFromArs: wholeArs(MAX_FREE_FROM_ARS)
      .min(1, { error: VALIDATION_KEYS.deliveryPrice })
      .nullable()
      .default(null),
    /** Weekdays the zone is delivered to (the owner may limit them); default every day. */
    openWeekdays: openWeekdaysSchema.default([...ALL_WEEKDAYS]),
    windows: openWindowsSchema.default([...DELIVERY_WINDOWS]),
    active: z.boolean().default(true),
  })
  .strict();
export const deliveryZonePatchSchema = deliveryZoneInputSchema
  .extend({
    freeFromArs: deliveryZoneInputSchema.shape.freeFromArs.removeDefault(),
    openWeekdays: openWeekdaysSchema,
    windows: openWindowsSchema,
    active: z.boolean(),
  })
  .partial()
  .strict();
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

/** A pickup point as the owner edits it. */
export const pickupPointInputSchema = z
  .object({
    name: requiredText(80),
    address: requiredText(200),
    /** Opening hours as the owner writes them ("Lunes a viernes de 9 a 19 h"). */
    hours: z.string().trim().max(200, { error: VALIDATION_KEYS.tooLong }).default(''),
    /** The same hours in English ("Monday to Friday, 9 am to 7 pm"); blank: English readers see `hours`. */
    hoursEn: z.string().trim().max(200, { error: VALIDATION_KEYS.tooLong }).default(''),
    /** Weekdays the point is open; the text `hours` describes them for people. Default every day. */
    openWeekdays: openWeekdaysSchema.default([...ALL_WEEKDAYS]),
    /** Windows the point is open for (mañana 9 to 13 h, tarde 14 to 19 h). */
    windows: openWindowsSchema.default([...DELIVERY_WINDOWS]),
    active: z.boolean().default(true),
  })
  .strict();
export const pickupPointPatchSchema = pickupPointInputSchema
  .extend({
    hours: z.string().trim().max(200, { error: VALIDATION_KEYS.tooLong }),
    hoursEn: z.string().trim().max(200, { error: VALIDATION_KEYS.tooLong }),
    openWeekdays: openWeekdaysSchema,
    windows: openWindowsSchema,
    active: z.boolean(),
  })
  .partial()
  .strict();
export type PickupPointInput = z.input<typeof pickupPointInputSchema>;

/** What a day's capacity counts: orders, or units of products. */
export const CAPACITY_KINDS = ['orders', 'units'] as const;
export type CapacityKind = (typeof CAPACITY_KINDS)[number];

/** The shop-wide delivery rules the owner sets (PUT /api/admin/delivery/settings). */
export const deliverySettingsSchema = z
  .object({
    /** Hours between placing an order and the start of its window. */
    leadTimeHours: leadTimeHoursSchema,
    /** Weekdays the bakery neither delivers nor hands out, 0 = Sunday .. 6 = Saturday. */
    closedWeekdays: z
      .array(
        z
          .number()
          .int()
          .min(0, { error: VALIDATION_KEYS.weekday })
          .max(6, { error: VALIDATION_KEYS.weekday }),
        { error: VALIDATION_KEYS.weekday },
      )
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .refine((days) => days.length < 7, { error: VALIDATION_KEYS.allClosed }),
    /** Dates the owner blocks, "YYYY-MM-DD" (national holidays are blocked without being listed here). */
    blockedDates: z
      .array(isoDateSchema)
      .max(MAX_BLOCKED_DATES, { error: VALIDATION_KEYS.tooLong })
      .transform((dates) => [...new Set(dates)].sort()),
    /**
     * National holidays the owner opens anyway, "YYYY-MM-DD" (every other national holiday is
     * blocked: withHolidays). Absent in a body: none.
     */
    openHolidays: z
      .array(isoDateSchema)
      .max(MAX_BLOCKED_DATES, { error: VALIDATION_KEYS.tooLong })
      .transform((dates) => [...new Set(dates)].sort())
      .default([]),
    capacityKind: z.enum(CAPACITY_KINDS, { error: VALIDATION_KEYS.required }),
    /** Orders or units the bakery can make in one day; null: no limit. */
    capacityPerDay: z
      .number({ error: VALIDATION_KEYS.capacity })
      .int({ error: VALIDATION_KEYS.capacity })
      .min(1, { error: VALIDATION_KEYS.capacity })
      .max(MAX_CAPACITY_PER_DAY, { error: VALIDATION_KEYS.capacity })
      .nullable(),
    /** How many days from today can be booked (today + daysAhead is the last). */
    daysAhead: z
      .number({ error: VALIDATION_KEYS.daysAhead })
      .int({ error: VALIDATION_KEYS.daysAhead })
      .min(1, { error: VALIDATION_KEYS.daysAhead })
      .max(MAX_DAYS_AHEAD, { error: VALIDATION_KEYS.daysAhead }),
  })
  .strict();
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

/**
 * PUT /api/admin/delivery/settings: the rules; the holiday list GET answers beside them may come
 * back with them (a client that saves what it read) and is ignored.
 */
export const deliverySettingsBodySchema = deliverySettingsSchema
  .extend({ holidays: z.array(z.unknown()).optional() })
  .transform(({ holidays: _listed, ...rules }) => rules);
export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;

/** A national holiday as /admin/delivery lists it: its date, name, and whether the owner opened it. */
export interface HolidayView {
  date: string;
  name: string;
  open: boolean;
}

/** GET /api/admin/delivery/settings: the rules, and the national holidays of the next 12 months. */
export type DeliverySettingsView = DeliverySettings & { holidays: HolidayView[] };

/** The rules before the owner changes anything: 24 h ahead, every day open, no limit, two weeks. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  leadTimeHours: 24,
  closedWeekdays: [],
  blockedDates: [],
  openHolidays: [],
  capacityKind: 'orders',
  capacityPerDay: null,
  daysAhead: 14,
};

/** A zone as the shop shows it. Ids are strings (serial in the database). */
export interface DeliveryZone extends OptionSchedule {
  id: string;
  name: string;
  priceArs: number;
  freeFromArs: number | null;
  active: boolean;
}
/** A pickup point as the shop shows it. */
export interface PickupPoint extends OptionSchedule {
  id: string;
  name: string;
  address: string;
  hours: string;
  /** The hours in English; blank when the owner wrote none (see pickupPointHours). */
  hoursEn: string;
  active: boolean;
}

/** A pickup point's hours in the reader's language: English ones when written, else the Spanish ones (polish brief). */
export function pickupPointHours(point: Pick<PickupPoint, 'hours' | 'hoursEn'>, lang: Lang): string {
  return lang === 'en' && point.hoursEn.trim() ? point.hoursEn : point.hours;
}

const idSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/),
    z.number().int().min(1).max(999_999_999),
  ])
  .transform(String);

/**
 * The shopper's choice in the order payload (POST /api/pedido `delivery`): a zone (delivery to the
 * order's address) or a pickup point, exactly one; a day and a window.
 */
export const deliveryChoiceSchema = z
  .object(
    {
      zoneId: idSchema.optional(),
      pickupPointId: idSchema.optional(),
      date: isoDateSchema,
      window: z.enum(DELIVERY_WINDOWS, { error: VALIDATION_KEYS.deliveryWindow }),
    },
    { error: VALIDATION_KEYS.deliveryChoice },
  )
  .refine((c) => (c.zoneId === undefined) !== (c.pickupPointId === undefined), {
    error: VALIDATION_KEYS.deliveryChoice,
    path: ['zoneId'],
  });
export type DeliveryChoice = z.output<typeof deliveryChoiceSchema>;
export type DeliveryChoiceInput = z.input<typeof deliveryChoiceSchema>;

/** One bookable day of GET /api/delivery/options. */
export interface DeliveryDay {
  date: string;
  /** Windows still ahead of the lead time, in order. */
  windows: DeliveryWindow[];
  /** No room left for this cart on that day (capacity). */
  full: boolean;
}

/** GET /api/delivery/options: what checkout offers for a cart. */
export interface DeliveryOptions {
  zones: Omit<DeliveryZone, 'active'>[];
  pickupPoints: Omit<PickupPoint, 'active'>[];
  /** The days of the shop-wide rules; each option serves `daysForSchedule(days, option)`. */
  days: DeliveryDay[];
  /** The lead time that applied (the shop's or the cart's largest per-product one), hours. */
  leadTimeHours: number;
  /** The cart's product whose own lead time is the one that applied (longer than the shop's), or null. */
  leadTimeProductId: string | null;
}

/** Orders and units already booked for a day. */
export interface DayBookings {
  orders: number;
  units: number;
}

/** The facts the day rules need; `now` is injected so tests are fixed in time. */
export interface DayRulesInput {
  now: Date;
  settings: DeliverySettings;
  /** The cart's largest per-product lead time, hours (0 when none). */
  productLeadHours: number;
  /** Units in the cart (for a capacity in units). */
  cartUnits: number;
  /** Bookings per "YYYY-MM-DD"; days not present have none. */
  booked?: ReadonlyMap<string, DayBookings>;
  /** The chosen zone's or pickup point's days and windows; absent: the shop-wide rules only. */
  schedule?: OptionSchedule;
}

/** Why a day and window cannot be booked, or 'ok'. */
export type DayCheck = 'ok' | 'past' | 'lead_time' | 'closed' | 'blocked' | 'outside_window' | 'full';

/** Today's date in Argentina, "YYYY-MM-DD". */
export function shopToday(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: inShop });
}

/** The calendar date `days` after "YYYY-MM-DD" (month and year ends included). */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a window of `date` starts, Argentina time. */
export function windowStart(date: string, window: DeliveryWindow): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(y, m - 1, d, DELIVERY_WINDOW_HOURS[window].from, 0, 0, SHOP_TIME_ZONE).getTime(),
  );
}

/** The lead time that applies to a cart: the shop's, or the largest of its products' if longer. */
export function effectiveLeadHours(settings: DeliverySettings, productLeadHours: number): number {
  return Math.max(settings.leadTimeHours, productLeadHours);
}

/** Whether a day has room for one more order of `cartUnits` units. */
export function hasRoom(
  settings: DeliverySettings,
  booked: DayBookings | undefined,
  cartUnits: number,
): boolean {
  if (settings.capacityPerDay === null) return true;
  const b = booked ?? { orders: 0, units: 0 };
  return settings.capacityKind === 'orders'
    ? b.orders + 1 <= settings.capacityPerDay
    : b.units + cartUnits <= settings.capacityPerDay;
}

function windowsOf(date: string, input: DayRulesInput): DeliveryWindow[] {
  const earliest =
    input.now.getTime() + effectiveLeadHours(input.settings, input.productLeadHours) * 3_600_000;
  return DELIVERY_WINDOWS.filter(
    (w) =>
      windowStart(date, w).getTime() >= earliest && (!input.schedule || input.schedule.windows.includes(w)),
  );
}

/** The weekday (0 = Sunday) of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whether an option's schedule has `date`'s weekday and `window` (absent schedule: always). */
function scheduleOpen(schedule: OptionSchedule | undefined, date: string, window: DeliveryWindow): boolean {
  return !schedule || (schedule.openWeekdays.includes(weekdayOf(date)) && schedule.windows.includes(window));
}

/**
 * The days of the shop-wide list (`deliveryDays` without a schedule) that one zone or pickup
 * point serves: its weekdays only, each with its windows only; days left with no window drop out.
 * The same result as `deliveryDays` with that schedule, so checkout can filter one answer per
 * option instead of asking the server again.
 */
export function daysForSchedule(
  days: readonly DeliveryDay[],
  schedule: OptionSchedule | undefined,
): DeliveryDay[] {
  if (!schedule) return [...days];
  return days
    .filter((d) => schedule.openWeekdays.includes(weekdayOf(d.date)))
    .map((d) => ({ ...d, windows: d.windows.filter((w) => schedule.windows.includes(w)) }))
    .filter((d) => d.windows.length > 0);
}

/**
 * Checks one day and window against the rules, in this order: a date before today
 * (Argentina) is 'past'; beyond today + daysAhead 'outside_window'; a closed weekday 'closed'; a
 * blocked date 'blocked'; a weekday or window the chosen option (`schedule`) does not serve 'closed'; a window starting sooner than the lead time 'lead_time'; no room left
 * 'full'. The order service repeats the capacity check inside its transaction.
 */
export function checkDeliveryDay(input: DayRulesInput & { date: string; window: DeliveryWindow }): DayCheck {
  const today = shopToday(input.now);
  const ahead = differenceInCalendarDays(parseISO(input.date), parseISO(today));
  if (ahead < 0) return 'past';
  if (ahead > input.settings.daysAhead) return 'outside_window';
  if (input.settings.closedWeekdays.includes(getDay(parseISO(input.date)))) return 'closed';
  if (input.settings.blockedDates.includes(input.date)) return 'blocked';
  if (!scheduleOpen(input.schedule, input.date, input.window)) return 'closed';
  if (!windowsOf(input.date, input).includes(input.window)) return 'lead_time';
  if (!hasRoom(input.settings, input.booked?.get(input.date), input.cartUnits)) return 'full';
  return 'ok';
}

/**
 * The days a cart can be delivered or picked up: from today to today + daysAhead in
 * Argentina, without closed weekdays and blocked dates, each with the windows that start at least
 * the lead time (shop's or the cart's largest per-product one) after `now`; a day with no window
 * left is left out, a day with no room for the cart is kept with `full: true`.
 */
export function deliveryDays(input: DayRulesInput): DeliveryDay[] {
  const today = startOfDay(input.now, { in: inShop });
  const days: DeliveryDay[] = [];
  for (let i = 0; i <= input.settings.daysAhead; i++) {
    const day = addDays(today, i, { in: inShop });
    const date = format(day, 'yyyy-MM-dd', { in: inShop });
    if (input.settings.closedWeekdays.includes(getDay(day, { in: inShop }))) continue;
    if (input.schedule && !input.schedule.openWeekdays.includes(getDay(day, { in: inShop }))) continue;
    if (input.settings.blockedDates.includes(date)) continue;
    const windows = windowsOf(date, input);
    if (windows.length === 0) continue;
    days.push({ date, windows, full: !hasRoom(input.settings, input.booked?.get(date), input.cartUnits) });
  }
  return days;
}

/** The first bookable day that is not full, or null (for the "next free day" of a refused order). */
export function nextFreeDay(input: DayRulesInput): DeliveryDay | null {
  return deliveryDays(input).find((d) => !d.full) ?? null;
}

const DATE_LOCALES: Record<Lang, string> = { es: 'es-AR', en: 'en-US' };

/**
 * A day for people: "miércoles 31 de diciembre" / "Wednesday, December 31", with its year when
 * `withYear` (lists that run into the next year, such as the holidays). The date is read as a
 * calendar date (UTC noon), so no time zone can move it to the next or previous day.
 */
export function formatDeliveryDate(date: string, lang: Lang, { withYear = false } = {}): string {
  return dateFormatter(lang, withYear).format(new Date(`${date}T12:00:00Z`));
}

// Building an Intl.DateTimeFormat costs far more than using one, and the checkout lists a day
// per bookable date: one formatter per language and form, made on first use.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(lang: Lang, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

const WINDOW_TEXT: Record<Lang, Record<DeliveryWindow, string>> = {
  es: { manana: 'mañana (9 a 13 h)', tarde: 'tarde (14 a 19 h)' },
  en: { manana: 'morning (9 am to 1 pm)', tarde: 'afternoon (2 pm to 7 pm)' },
};

/** A window for people: "mañana (9 a 13 h)" / "morning (9 am to 1 pm)". */
export function formatDeliveryWindow(window: DeliveryWindow, lang: Lang): string {
  return WINDOW_TEXT[lang][window];
}

/** True when `value` is one of DELIVERY_WINDOWS; for data read from the database. */
export function isDeliveryWindow(value: unknown): value is DeliveryWindow {
  return typeof value === 'string' && (DELIVERY_WINDOWS as readonly string[]).includes(value);
}

/**
 * The day rules with the national holidays in `holidays` ("YYYY-MM-DD") blocked, except the ones
 * the owner opened (`settings.openHolidays`): the settings checkout's day list and an order's
 * booking are judged with. The holidays come from the server's calendar (date-holidays).
 */
export function withHolidays(settings: DeliverySettings, holidays: readonly string[]): DeliverySettings {
  const closed = holidays.filter((date) => !settings.openHolidays.includes(date));
  if (closed.length === 0) return settings;
  return { ...settings, blockedDates: [...new Set([...settings.blockedDates, ...closed])].sort() };
}
