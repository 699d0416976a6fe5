/**
 * The shop's e-commerce events as the features tell them to `track` (docs/decisions/0035): what
 * happened, in the shop's own terms. mapping.ts turns each into GA4's and Meta's payloads.
 * Types only, so telling an event adds nothing to a page's code.
 */
import type { Pedido } from '@shop/domain';

/**
 * A product as an event carries it: catalogue products, cart lines and wishlist items fit as they
 * are. `price` is ARS whole pesos per unit, what the shopper pays; `originalPrice` the price before
 * a discount (products only); `category` or `type` its category.
 */
export interface TrackedItem {
  id: string;
  title: string;
  price: number;
  quantity?: number;
  category?: string;
  type?: string;
  originalPrice?: number | null;
}

/** An order as the purchase event needs it (a Pedido from the API fits as it is). */
export type TrackedOrder = Pick<
  Pedido,
  'id' | 'subtotal' | 'discount' | 'coupon' | 'delivery' | 'total' | 'items'
>;

/** One e-commerce event of the shop; amounts in ARS whole pesos. */
export type ShopEvent =
  | { name: 'view_item_list'; list: string; items: readonly TrackedItem[] }
  | { name: 'view_item'; item: TrackedItem }
  | { name: 'add_to_cart'; item: TrackedItem; quantity: number }
  | { name: 'begin_checkout'; items: readonly TrackedItem[] }
  | { name: 'add_payment_info'; paymentType: string; items: readonly TrackedItem[] }
  | { name: 'purchase'; order: TrackedOrder };
