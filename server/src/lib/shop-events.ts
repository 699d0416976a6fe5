/**
 * Things that happened in the shop, told after their transaction committed ("the order
 * route's mails and cache invalidation happen as a reaction to 'order placed' after the
 * transaction commits, not inline in the route"). A small typed emitter: listeners run in the
 * order they were added; one that throws or rejects is logged and does not stop the others, nor
 * the request that emitted.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CateringRequestRow, OrderRow, WithdrawalRequestRow } from '../db/schema.ts';

/** Event name → what listeners receive. */
export interface ShopEventMap {
  /** A new order was stored (not a retry of one already stored). Its mails are already queued. */
  orderPlaced: { orderId: string; userId: string; order: OrderRow };
  /** A withdrawal request was stored (its receipt and the shop's notice are already queued). */
  withdrawalRequested: { request: WithdrawalRequestRow };
  /** A catering request was stored (its receipt and the shop's notice are already queued). */
  cateringRequested: { request: CateringRequestRow };
  /** An order became paid: a Mercado Pago payment approved, or the owner marked a transfer or cash order paid. */
  orderPaid: { order: OrderRow; source: 'mercadopago' | 'admin' };
  /**
   * Money of a paid order was given back (Mercado Pago, in full or in part): `refundedArs` is the
   * order's refunded total so far, whole pesos (docs/decisions/0033-partial-credit-notes.md).
   */
  orderRefunded: { order: OrderRow; refundedArs: number };
  /**
   * An order was cancelled by the owner, or by the customer from My orders (docs/decisions/0027);
   * `order` is as stored after (its payment status tells whether it was paid). `by` absent: the owner.
   */
  orderCancelled: { order: OrderRow; by?: 'owner' | 'customer' };
  /** What shoppers see of the catalogue changed: a product edited, its pictures ready, a review shown or hidden. */
  catalogChanged: { reason: 'product' | 'images' | 'reviews' };
}

export type ShopEventListener<K extends keyof ShopEventMap> = (
  event: ShopEventMap[K],
) => void | Promise<void>;

export interface ShopEvents {
  on<K extends keyof ShopEventMap>(name: K, listener: ShopEventListener<K>): void;
  /** Calls every listener of `name`; never throws. */
  emit<K extends keyof ShopEventMap>(name: K, event: ShopEventMap[K]): void;
}

/** A new emitter; failures of listeners go to `log`. */
export function createShopEvents(log: Pick<FastifyBaseLogger, 'error'>): ShopEvents {
  const listeners = new Map<keyof ShopEventMap, ShopEventListener<keyof ShopEventMap>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [
        ...(listeners.get(name) ?? []),
        listener as ShopEventListener<keyof ShopEventMap>,
      ]);
    },
    emit(name, event) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          Promise.resolve(listener(event)).catch((err: unknown) =>
            log.error({ err, event: name }, 'a listener of a shop event failed'),
          );
        } catch (err) {
          log.error({ err, event: name }, 'a listener of a shop event failed');
        }
      }
    },
  };
}
