import {
  daysForSchedule,
  deliveryPrice,
  type DeliveryDay,
  type DeliveryChoiceInput,
  type DeliveryOptions,
  type DeliveryWindow,
  type OrderMessageDelivery,
} from '@shop/domain';

/**
 * What the shopper picked in checkout's "Entrega": an option ("zone:<id>" or
 * "pickup:<id>"), a day and a window; each null until chosen.
 */
export interface DeliverySelection {
  option: string | null;
  date: string | null;
  window: DeliveryWindow | null;
}

export const EMPTY_DELIVERY_SELECTION: DeliverySelection = { option: null, date: null, window: null };

/** The zone or pickup point an option value ("zone:<id>", "pickup:<id>") names, if still offered. */
function chosenOption(option: string | null, options: DeliveryOptions) {
  const [kind, id] = option?.split(':') ?? [];
  if (kind === 'zone') return options.zones.find((z) => z.id === id);
  if (kind === 'pickup') return options.pickupPoints.find((p) => p.id === id);
  return undefined;
}

/**
 * The days checkout offers for the chosen option: the shop-wide days on the zone's or pickup
 * point's own weekdays, with its windows only (a point open Monday to Friday offers no weekend).
 * Before an option is chosen: the shop-wide days.
 */
export function offeredDays(option: string | null, options: DeliveryOptions | undefined): DeliveryDay[] {
  if (!options) return [];
  return daysForSchedule(options.days, chosenOption(option, options));
}

/**
 * The selection as far as the current options still allow it: an option no longer offered, a day
 * no longer bookable, full or not served by the chosen option, or a window that day no longer
 * has, counts as not chosen.
 */
export function validSelection(
  selection: DeliverySelection,
  options: DeliveryOptions | undefined,
): DeliverySelection {
  if (!options) return EMPTY_DELIVERY_SELECTION;
  const optionOk = chosenOption(selection.option, options) !== undefined;
  const day = offeredDays(optionOk ? selection.option : null, options).find(
    (d) => d.date === selection.date && !d.full,
  );
  const windowOk = Boolean(day && selection.window && day.windows.includes(selection.window));
  return {
    option: optionOk ? selection.option : null,
    date: day ? day.date : null,
    window: windowOk ? selection.window : null,
  };
}

/** The payload's `delivery` ({ zoneId | pickupPointId, date, window }), or null until all three are chosen. */
export function deliveryChoiceOf(selection: DeliverySelection): DeliveryChoiceInput | null {
  const { option, date, window } = selection;
  if (!option || !date || !window) return null;
  const [kind, id] = option.split(':') as [string, string];
  return kind === 'zone' ? { zoneId: id, date, window } : { pickupPointId: id, date, window };
}

/** A chosen zone or pickup point, priced, whose day and window may still be missing. */
export type PricedDelivery = Omit<OrderMessageDelivery, 'date' | 'window'> & {
  date: string | null;
  window: DeliveryWindow | null;
};

/**
 * The chosen option priced for `subtotalAfterDiscount` (the zone's "free from" rule), with the
 * day and window as far as chosen: the summary shows its price and total as soon as a zone is
 * picked. Null until an option is chosen. The server prices the web order again from its own data.
 */
export function pricedDelivery(
  selection: DeliverySelection,
  options: DeliveryOptions | undefined,
  subtotalAfterDiscount: number,
): PricedDelivery | null {
  const { option, date, window } = selection;
  if (!options || !option) return null;
  const [kind, id] = option.split(':');
  if (kind === 'zone') {
    const zone = options.zones.find((z) => z.id === id);
    if (!zone) return null;
    return {
      kind: 'delivery',
      name: zone.name,
      price: deliveryPrice({ price: zone.priceArs, freeFrom: zone.freeFromArs }, subtotalAfterDiscount),
      address: null,
      date,
      window,
    };
  }
  const point = options.pickupPoints.find((p) => p.id === id);
  if (!point) return null;
  return { kind: 'pickup', name: point.name, price: 0, address: point.address, date, window };
}

/**
 * The chosen delivery, priced, as the WhatsApp message and the order carry it; null until the
 * option, the day and the window are all chosen.
 */
export function selectedDelivery(
  selection: DeliverySelection,
  options: DeliveryOptions | undefined,
  subtotalAfterDiscount: number,
): OrderMessageDelivery | null {
  const priced = pricedDelivery(selection, options, subtotalAfterDiscount);
  if (!priced || !priced.date || !priced.window) return null;
  return { ...priced, date: priced.date, window: priced.window };
}
