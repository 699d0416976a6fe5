/**
 * Query keys of the back office's order calls: the desk's lists (get-orders.ts) and one order's
 * detail (get-order.ts), which the payment and status mutations write their answer into.
 */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

/** Query key of one order's detail. */
export function adminOrderKey(id: string) {
  return [...ADMIN_ORDERS_KEY, 'one', id] as const;
}

/** Prefix of every desk list (any filters): refetched after an order changes. */
export const ADMIN_ORDER_LISTS_KEY = [...ADMIN_ORDERS_KEY, 'list'] as const;
