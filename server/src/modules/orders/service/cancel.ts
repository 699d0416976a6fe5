/**
 * A shopper cancels their own order from My orders while it is pendiente (decision 0027): the same
 * giving back as the owner's cancellation and the unpaid-order expiry (decision 0018): status
 * cancelado with a history row, the coupon use given back (releaseCouponUse), the day's place
 * free (capacity counts from the orders), and the mails queued in the same transaction. After the
 * commit `orderCancelled` (by the customer) is told: a paid Mercado Pago order is refunded through
 * the payments' refund path, the owner gets a push alert, a paid order's invoice a credit note.
 */
import { shopperCanCancel, type Lang, type Pedido } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { releaseCouponUse } from '../../coupons/index.ts';
import type { ShopEvents } from '../../../lib/shop-events.ts';
import { enqueueMails } from '../../mail/index.ts';
import {
  cancelMoney,
  orderCancelledByShopperMail,
  orderCancelledShopMail,
  type CancelMailFacts,
} from '../mails.ts';
import { orderError } from '../errors.ts';
import { cancelOrderRow, insertStatusChange, lockOrder } from '../store/orders.ts';
import { getOrders } from './orders.ts';

/**
 * Cancels `orderId` of `userId` (locked, so a status change by the owner at the same moment comes
 * before or after it, never both).
 * @returns the order as stored before and after.
 * @throws ShopError 404 order_not_found (unknown, or another customer's), 409 not_cancellable (not pendiente).
 */
export async function cancelOwnOrder(
  db: Db,
  input: { userId: string; orderId: string; facts: CancelMailFacts },
): Promise<{ before: OrderRow; after: OrderRow }> {
  const { userId, orderId } = input;
  return inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId, userId);
    if (!before) throw orderError('order_not_found');
    if (!shopperCanCancel(before)) throw orderError('not_cancellable');
    const after = await cancelOrderRow(tx, orderId);
    await insertStatusChange(tx, {
      orderId,
      changedBy: userId,
      fromStatus: before.status,
      toStatus: 'cancelado',
      deliveryDate: before.deliveryDate,
    });
    await releaseCouponUse(tx, orderId);
    const money = cancelMoney(before);
    await enqueueMails(tx, [
      {
        key: `order:${orderId}:cancelled`,
        kind: 'order_cancelled',
        ...orderCancelledByShopperMail(after!, money, input.facts),
      },
      {
        key: `order:${orderId}:cancelled:shop`,
        kind: 'order_cancelled',
        ...orderCancelledShopMail(after!, money, input.facts),
      },
    ]);
    return { before, after: after! };
  });
}

/**
 * POST /api/pedidos/:id/cancelar: cancels the shopper's order (cancelOwnOrder), then tells
 * `orderCancelled` by the customer (refund, push alert, credit note; their mails are already queued).
 * @returns the order as My orders shows it, in `lang`.
 * @throws the errors of cancelOwnOrder.
 */
export async function cancelOrder(
  db: Db,
  input: { userId: string; orderId: string; lang: Lang; facts: CancelMailFacts; events: ShopEvents },
): Promise<Pedido> {
  const { after } = await cancelOwnOrder(db, input);
  input.events.emit('orderCancelled', { order: after, by: 'customer' });
  const [pedido] = await getOrders(db, input.userId, input.orderId, input.lang);
  return pedido!;
}
