/**
 * The shop's events as GA4 (gtag 'event') and Meta pixel (fbq 'track') payloads
 * (docs/decisions/0035): GA4's recommended e-commerce events with value, currency ARS and items;
 * Meta's standard ViewContent, AddToCart, InitiateCheckout and Purchase with value, currency and
 * content_ids. Pure functions, loaded only after the shopper's consent.
 */
import type { ShopEvent, TrackedItem, TrackedOrder } from './events.ts';

export const CURRENCY = 'ARS';

/** A GA4 event: its name and parameters. */
export type Ga4Event = [name: string, params: Record<string, unknown>];
/** A Meta pixel event: its name, parameters and options (eventID lets Meta drop a duplicate). */
export type MetaEvent = [name: string, params: Record<string, unknown>, options?: { eventID: string }];

const quantityOf = (item: TrackedItem) => item.quantity ?? 1;
const valueOf = (items: readonly TrackedItem[]) => items.reduce((sum, i) => sum + i.price * quantityOf(i), 0);
const orderItems = (order: TrackedOrder): TrackedItem[] =>
  order.items.map((i) => ({ id: i.productId, title: i.title, price: i.unitPrice, quantity: i.quantity }));

/** GA4's item: id, name, unit price, quantity, category, and the per-unit discount when there is one. */
function ga4Item(item: TrackedItem, index?: number): Record<string, unknown> {
  const category = item.category ?? item.type;
  const discount = item.originalPrice != null ? item.originalPrice - item.price : 0;
  return {
    item_id: item.id,
    item_name: item.title,
    price: item.price,
    quantity: quantityOf(item),
    ...(category ? { item_category: category } : {}),
    ...(discount > 0 ? { discount } : {}),
    ...(index !== undefined ? { index } : {}),
  };
}

/** The GA4 event of `event`; every shop event has one. */
export function ga4Event(event: ShopEvent): Ga4Event {
  switch (event.name) {
    case 'view_item_list':
      return [
        'view_item_list',
        {
          item_list_id: event.list,
          item_list_name: event.list,
          items: event.items.map((i, n) => ga4Item(i, n)),
        },
      ];
    case 'view_item':
      return ['view_item', { currency: CURRENCY, value: event.item.price, items: [ga4Item(event.item)] }];
    case 'add_to_cart': {
      const item = { ...event.item, quantity: event.quantity };
      return ['add_to_cart', { currency: CURRENCY, value: valueOf([item]), items: [ga4Item(item)] }];
    }
    case 'begin_checkout':
      return [
        'begin_checkout',
        { currency: CURRENCY, value: valueOf(event.items), items: event.items.map((i) => ga4Item(i)) },
      ];
    case 'add_payment_info':
      return [
        'add_payment_info',
        {
          currency: CURRENCY,
          value: valueOf(event.items),
          payment_type: event.paymentType,
          items: event.items.map((i) => ga4Item(i)),
        },
      ];
    case 'purchase': {
      const { order } = event;
      return [
        'purchase',
        {
          transaction_id: order.id,
          // What the shopper pays: products, less the coupon, plus the delivery.
          value: order.total,
          currency: CURRENCY,
          shipping: order.delivery?.price ?? 0,
          ...(order.coupon ? { coupon: order.coupon } : {}),
          items: orderItems(order).map((i) => ga4Item(i)),
        },
      ];
    }
  }
}

/** Meta's content fields of `items`: ids, per-product quantities and price, the count of units. */
function metaContents(items: readonly TrackedItem[]) {
  return {
    content_ids: items.map((i) => i.id),
    content_type: 'product',
    contents: items.map((i) => ({ id: i.id, quantity: quantityOf(i), item_price: i.price })),
    num_items: items.reduce((sum, i) => sum + quantityOf(i), 0),
  };
}

/** The Meta pixel event of `event`, or null for the events Meta's standard set leaves out. */
export function metaEvent(event: ShopEvent): MetaEvent | null {
  switch (event.name) {
    case 'view_item':
      return [
        'ViewContent',
        {
          ...metaContents([event.item]),
          content_name: event.item.title,
          value: event.item.price,
          currency: CURRENCY,
        },
      ];
    case 'add_to_cart': {
      const item = { ...event.item, quantity: event.quantity };
      return [
        'AddToCart',
        { ...metaContents([item]), content_name: item.title, value: valueOf([item]), currency: CURRENCY },
      ];
    }
    case 'begin_checkout':
      return [
        'InitiateCheckout',
        { ...metaContents(event.items), value: valueOf(event.items), currency: CURRENCY },
      ];
    case 'purchase':
      return [
        'Purchase',
        { ...metaContents(orderItems(event.order)), value: event.order.total, currency: CURRENCY },
        { eventID: event.order.id },
      ];
    default:
      return null;
  }
}
