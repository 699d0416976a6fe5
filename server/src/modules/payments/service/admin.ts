/**
 * The owner's payment actions as the back office sees them: each one goes through the
 * payment service (the rules live there) and answers the order detail, as
 * GET /api/admin/orders/:id does. Knows nothing of HTTP.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Lang } from '../../../lib/lang.ts';
import { paymentError } from '../index.ts';
import type { PaymentService } from '../index.ts';
import { adminOrderDetail } from '../../orders/index.ts';
import { findOrder } from '../store/orders.ts';

const uuid = z.uuid();

export type AdminPaymentService = ReturnType<typeof createAdminPaymentService>;

export function createAdminPaymentService(deps: {
  db: Db;
  payments: Pick<PaymentService, 'markPaid' | 'refund'>;
}) {
  const { db, payments } = deps;

  /** The order id, or order_not_found (404) when it cannot be a UUID. */
  const orderId = (id: string) => {
    if (!uuid.safeParse(id).success) throw paymentError('order_not_found');
    return id;
  };

  async function detail(id: string, lang: Lang) {
    const order = await findOrder(db, id);
    if (!order) throw paymentError('order_not_found');
    return adminOrderDetail(db, order, lang);
  }

  return {
    /**
     * A transferencia or efectivo order becomes paid, recorded as done by `adminName`.
     * @returns the order detail. @throws order_not_found (404), invalid_payment_change (409)
     */
    async markPaid(rawId: string, adminName: string, lang: Lang) {
      const id = orderId(rawId);
      await payments.markPaid(id, adminName);
      return detail(id, lang);
    },

    /**
     * Refunds the order's approved Mercado Pago payment, `amountArs` of it or all that is left,
     * recorded as done by `adminName`.
     * @returns the order detail. @throws order_not_found (404), not_refundable / refund_too_large (409), payment_unavailable (503)
     */
    async refund(rawId: string, adminName: string, lang: Lang, amountArs?: number) {
      const id = orderId(rawId);
      await payments.refund(id, adminName, amountArs);
      return detail(id, lang);
    },
  };
}
