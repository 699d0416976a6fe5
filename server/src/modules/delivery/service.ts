/**
 * The days a cart can be delivered or picked up, and an order's delivery: what checkout
 * offers, the checks an order's choice must pass, and the capacity count made inside the order's
 * transaction. Day rules come from the domain (domain/src/delivery.ts); this module brings the
 * owner's data and the bookings from the database. Knows nothing of HTTP.
 */
import {
  addDaysToDate,
  countDayBookings,
  checkDeliveryDay,
  deliveryDays,
  deliveryPrice,
  hasRoom,
  nextFreeDay,
  shopToday,
  VALIDATION_KEYS,
  withHolidays,
  type DayBookings,
  type DeliveryChoice,
  type DeliveryOptions,
  type DeliverySettings,
  type DeliverySettingsView,
  type Lang,
  type OptionSchedule,
  type PedidoDelivery,
  type DeliveryZone,
  type PickupPoint,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { deliveryError } from './errors.ts';
import { readListedLeadTimes } from '../catalog/index.ts';
import {
  lockDeliveryDay,
  readBookedOrders,
  findActivePickupPoint,
  listPickupPoints,
  deletePickupPointRow,
  insertPickupPoint,
  updatePickupPoint,
  scheduleOf,
  readDeliverySettings,
  saveDeliverySettings,
  findActiveZone,
  listZones,
  deleteZoneRow,
  insertZone,
  updateZone,
  type NewPickupPoint as PointInput,
  type NewZone as ZoneInput,
} from './store.ts';
import { holidayDates, NO_HOLIDAYS, type HolidayCalendar } from '../../plugins/holidays.ts';
import { toPickupPoint, toZone } from './index.ts';

/**
 * The day rules as of `now`: the owner's settings with the national holidays from today to the
 * last bookable day blocked, but the ones the owner opened (domain withHolidays).
 */
export async function readDayRules(db: Db, holidays: HolidayCalendar, now: Date): Promise<DeliverySettings> {
  const settings = await readDeliverySettings(db);
  return withHolidays(settings, holidayDates(holidays, shopToday(now), settings.daysAhead));
}

/** How many days ahead /admin/delivery lists the national holidays. */
const HOLIDAYS_LISTED_DAYS = 365;

/** GET /api/admin/delivery/settings: the owner's rules and the national holidays of the next 12 months, names in `lang`, each marked open or not. */
export async function deliverySettingsView(
  db: Db,
  holidays: HolidayCalendar,
  lang: Lang,
  now: Date,
): Promise<DeliverySettingsView> {
  const settings = await readDeliverySettings(db);
  const today = shopToday(now);
  const listed = holidays.between(today, addDaysToDate(today, HOLIDAYS_LISTED_DAYS), lang);
  return {
    ...settings,
    holidays: listed.map((h) => ({ ...h, open: settings.openHolidays.includes(h.date) })),
  };
}

/** PUT /api/admin/delivery/settings: replaces the rules (already checked by deliverySettingsSchema); answers the view. */
export async function saveDeliverySettingsView(
  db: Db,
  settings: DeliverySettings,
  holidays: HolidayCalendar,
  lang: Lang,
  now: Date,
): Promise<DeliverySettingsView> {
  await saveDeliverySettings(db, settings);
  return deliverySettingsView(db, holidays, lang, now);
}

/** What the day rules need to know about a cart. */
export interface CartFacts {
  /** The largest per-product lead time, hours. */
  productLeadHours: number;
  /** The product with that lead time (the first one by id when several tie), or null when none needs any. */
  leadProductId?: number | null;
  units: number;
}

/** Lead time and units of a cart `{ productId, quantity }[]`; products not in the shop are ignored. */
export async function cartFacts(
  db: Db | Tx,
  items: readonly { productId: number; quantity: number }[],
): Promise<CartFacts> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const rows = await readListedLeadTimes(db, ids);
  const lead = [...rows].sort((a, b) => b.leadTimeHours - a.leadTimeHours || a.id - b.id)[0];
  return {
    productLeadHours: lead?.leadTimeHours ?? 0,
    leadProductId: lead && lead.leadTimeHours > 0 ? lead.id : null,
    units: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

/**
 * Orders and units booked per day between two dates (inclusive), as of `now`: the one count behind
 * both what checkout shows as full and the order's capacity check (decision 0018). An
 * order takes its place by the domain's `holdsDayPlace`: cancelled orders, and unpaid transfer or
 * Mercado Pago orders past their time (even before the expiry job has cancelled them), free theirs.
 */
export async function bookingsBetween(
  db: Db | Tx,
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, DayBookings>> {
  const rows = await readBookedOrders(db, from, to);
  return countDayBookings(rows, now);
}

/**
 * GET /api/delivery/options: the active zones and pickup points and the bookable days for a cart
 * (lead times, closed weekdays, blocked dates and national holidays, capacity, booking window), as of `now`.
 */
export async function getDeliveryOptions(
  db: Db,
  cart: CartFacts,
  now: Date,
  holidays: HolidayCalendar = NO_HOLIDAYS,
): Promise<DeliveryOptions> {
  const [settings, zones, points] = await Promise.all([
    readDayRules(db, holidays, now),
    listZones(db, true),
    listPickupPoints(db, true),
  ]);
  const today = shopToday(now);
  const booked = await bookingsBetween(db, today, addDaysToDate(today, settings.daysAhead), now);
  return {
    zones: zones.map(({ active: _active, ...zone }) => zone),
    pickupPoints: points.map(({ active: _active, ...point }) => point),
    days: deliveryDays({
      now,
      settings,
      productLeadHours: cart.productLeadHours,
      cartUnits: cart.units,
      booked,
    }),
    leadTimeHours: Math.max(settings.leadTimeHours, cart.productLeadHours),
    leadTimeProductId:
      cart.productLeadHours > settings.leadTimeHours && cart.leadProductId
        ? String(cart.leadProductId)
        : null,
  };
}

/** A checked delivery choice with its price, ready to store; `freeFrom` kept for the totals. */
export interface ResolvedDelivery {
  delivery: PedidoDelivery;
  zoneId: number | null;
  pickupPointId: number | null;
  settings: DeliverySettings;
  /** The zone's price and "free from" amount (the final price depends on the discount). */
  charge: { price: number; freeFrom: number | null };
  /** The zone's or point's weekdays and windows: the day rules of this choice. */
  schedule: OptionSchedule;
}

const dayErrorCode = {
  past: 'day_past',
  outside_window: 'day_outside_window',
  closed: 'day_closed',
  blocked: 'day_blocked',
  lead_time: 'day_too_soon',
} as const;

/**
 * Checks an order's delivery choice against the owner's data, before the order's transaction (the
 * capacity is counted again inside it by `bookDeliveryDay`); `checkDeliveryChoice` then checks the
 * day rules for the cart. Reads the day rules and the chosen zone or pickup point at the same time
 * (an order waits for one round trip, not two); it needs no cart, so
 * placing an order runs it beside the pricing of the lines.
 * @param input.address the shopper's address, where a zone's delivery goes.
 * @throws ShopError 400 unknown_zone / unknown_pickup_point (unknown or inactive).
 */
export async function readDeliveryChoice(
  db: Db,
  input: { choice: DeliveryChoice; address: string; now: Date; holidays?: HolidayCalendar },
): Promise<ResolvedDelivery> {
  const { choice } = input;
  const [settings, resolved] = await Promise.all([
    readDayRules(db, input.holidays ?? NO_HOLIDAYS, input.now),
    readZoneOrPoint(db, input),
  ]);
  if (!resolved) {
    if (choice.zoneId !== undefined)
      throw deliveryError('unknown_zone', { 'delivery.zoneId': VALIDATION_KEYS.deliveryZone });
    throw deliveryError('unknown_pickup_point', {
      'delivery.pickupPointId': VALIDATION_KEYS.deliveryZone,
    });
  }
  return { ...resolved, settings };
}

/** The active zone or pickup point of `choice` as a delivery (its day and window as chosen), or undefined. */
async function readZoneOrPoint(
  db: Db,
  input: { choice: DeliveryChoice; address: string },
): Promise<Omit<ResolvedDelivery, 'settings'> | undefined> {
  const { choice } = input;
  if (choice.zoneId !== undefined) {
    const zone = await findActiveZone(db, Number(choice.zoneId));
    if (!zone) return undefined;
    return {
      delivery: {
        kind: 'delivery',
        name: zone.name,
        price: zone.priceArs,
        address: input.address,
        date: choice.date,
        window: choice.window,
      },
      zoneId: zone.id,
      pickupPointId: null,
      charge: { price: zone.priceArs, freeFrom: zone.freeFromArs },
      schedule: scheduleOf(zone),
    };
  }
  const point = await findActivePickupPoint(db, Number(choice.pickupPointId));
  if (!point) return undefined;
  return {
    delivery: {
      kind: 'pickup',
      name: point.name,
      price: 0,
      address: point.address,
      date: choice.date,
      window: choice.window,
    },
    zoneId: null,
    pickupPointId: point.id,
    charge: { price: 0, freeFrom: null },
    schedule: scheduleOf(point),
  };
}

/**
 * The second half of checking a delivery choice (after `readDeliveryChoice`): the chosen day and window against the day rules for this
 * cart (lead times, closed weekdays, blocked dates, booking window) and the chosen zone's or pickup
 * point's own weekdays and windows (a point closed on Sundays refuses a Sunday); returns `resolved` unchanged.
 * @throws ShopError 400 day_past, day_outside_window, day_closed, day_blocked, day_too_soon.
 */
export function checkDeliveryChoice(
  resolved: ResolvedDelivery,
  input: { choice: DeliveryChoice; cart: CartFacts; now: Date },
): ResolvedDelivery {
  const { choice, cart, now } = input;
  const check = checkDeliveryDay({
    now,
    settings: resolved.settings,
    schedule: resolved.schedule,
    productLeadHours: cart.productLeadHours,
    cartUnits: cart.units,
    date: choice.date,
    window: choice.window,
  });
  const fields = { 'delivery.date': VALIDATION_KEYS.deliveryDay };
  if (check === 'full') throw deliveryError('day_full', fields, {});
  if (check !== 'ok') throw deliveryError(dayErrorCode[check], fields);
  return resolved;
}

/** The delivery's price once the products' subtotal after discount is known. */
export function pricedDelivery(resolved: ResolvedDelivery, subtotalAfterDiscount: number): PedidoDelivery {
  return { ...resolved.delivery, price: deliveryPrice(resolved.charge, subtotalAfterDiscount) };
}

/**
 * Takes a place on the chosen day inside the order's transaction `tx`: locks the day's
 * row (made on first use), counts the day's orders or units that hold a place at `now`
 * (`bookingsBetween`: not cancelled, not unpaid past their time), and refuses
 * when the cart does not fit. Orders racing for the last place wait for each other on the lock,
 * so exactly as many as fit are stored.
 * @throws ShopError 409 day_full, whose message names the next free day (or says none is left).
 */
export async function bookDeliveryDay(
  tx: Tx,
  input: {
    settings: DeliverySettings;
    schedule?: OptionSchedule;
    date: string;
    cart: CartFacts;
    now: Date;
  },
): Promise<void> {
  const { settings, schedule, date, cart, now } = input;
  if (settings.capacityPerDay === null) return;
  await lockDeliveryDay(tx, date);
  const booked = await bookingsBetween(tx, date, date, now);
  if (hasRoom(settings, booked.get(date), cart.units)) return;
  throw await dayFullError(tx, { settings, schedule, cart, now });
}

/** The 409 for a full day: "El día elegido ya está completo. El próximo día libre es …". */
export async function dayFullError(
  db: Db | Tx,
  input: { settings: DeliverySettings; schedule?: OptionSchedule; cart: CartFacts; now: Date },
) {
  const { settings, schedule, cart, now } = input;
  const today = shopToday(now);
  const booked = await bookingsBetween(db, today, addDaysToDate(today, settings.daysAhead), now);
  const next = nextFreeDay({
    now,
    settings,
    schedule,
    productLeadHours: cart.productLeadHours,
    cartUnits: cart.units,
    booked,
  });
  const fields = { 'delivery.date': VALIDATION_KEYS.deliveryDay };
  if (!next) return deliveryError('day_full_no_other', fields);
  return deliveryError('day_full', fields, { date: next.date });
}

/**
 * GET /api/delivery/options for a cart of `items` (`{ productId, quantity }[]`, possibly empty):
 * its facts (lead time, units; an empty cart counts as one unit) and the options as of `now`.
 */
export async function deliveryOptionsForCart(
  db: Db,
  items: readonly { productId: number; quantity: number }[],
  now: Date,
  holidays: HolidayCalendar = NO_HOLIDAYS,
): Promise<DeliveryOptions> {
  const cart = await cartFacts(db, items);
  return getDeliveryOptions(db, { ...cart, units: Math.max(cart.units, 1) }, now, holidays);
}

/*
 * The back office's delivery zones and pickup points: add, change and delete. Orders
 * keep the name and price of their zone or point as they were, so none of this changes a past
 * order. Knows nothing of HTTP: an id that cannot exist or is not stored throws zone_not_found /
 * pickup_point_not_found (404, delivery/errors.ts). The queries, settings and lists are in delivery/store.ts.
 */

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
