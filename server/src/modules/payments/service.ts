/**
 * Getting paid: starting a Mercado Pago checkout for an order, applying what Mercado
 * Pago says about payments (webhook, the shopper's return, the periodic reconciliation), and the
 * owner's actions (mark a transfer or cash order paid, refund a Mercado Pago payment). Mercado
 * Pago's word is always fetched from its API by id; nothing in a notification body is trusted.
 */
import { canPayOnline, isPastPaymentDeadline, type Lang, type Pedido } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { enqueueMails, type OutboxMail } from '../mail/index.ts';
import { adminOrderDetail } from '../order-desk/index.ts';
import { getOrders } from '../orders/index.ts';
import {
  MercadoPagoError,
  type MercadoPagoClient,
  type MercadoPagoPayment,
  buildPreference,
} from '../../plugins/mercadopago.ts';
import { paymentError } from './errors.ts';
import {
  paymentConfirmedMail,
  paymentRefundedMail,
  paymentShopNotice,
  type PaymentMailFacts,
} from './mails.ts';
import {
  applyPayment,
  type AppliedPayment,
  type PaymentEventInput,
  findApprovedPayment,
  findOrder,
  findOwnOrder,
  lockOrder,
  markOrderPaid,
  readOrderLines,
  readUnpaidOnlineOrders,
  savePreference,
} from './store.ts';
import { z } from 'zod';

export interface PaymentServiceDeps {
  db: Db;
  /** Undefined when Mercado Pago is not configured. */
  client: MercadoPagoClient | undefined;
  /** Wakes the mail outbox after a commit that queued mails (they are queued in the change's transaction). */
  kickMail: () => void;
  facts: PaymentMailFacts;
  log: FastifyBaseLogger;
  /** Told after a payment change commits: orderPaid, orderRefunded (electronic invoices, decision 0021). */
  events?: ShopEvents;
}

export interface ReconcileSummary {
  checked: number;
  changed: number;
  failed: number;
}

/** Unpaid Mercado Pago orders younger than this are re-checked by the reconciliation. */
const RECONCILE_WINDOW_MS = 30 * 24 * 3600 * 1000;

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, client, log } = deps;

  const queued = (messages: MailMessage[]): OutboxMail[] => messages.map((m) => ({ ...m, kind: 'payment' }));

  /** The mails a change of payment status causes: the shopper's and the shop's. */
  const mailsFor = ({ order, to, detail }: AppliedPayment & { order: OrderRow }): OutboxMail[] => {
    if (to === 'pagado')
      return queued([
        paymentConfirmedMail(order, deps.facts),
        paymentShopNotice(order, 'pagado', detail, deps.facts),
      ]);
    if (to === 'en_revision') return queued([paymentShopNotice(order, 'en_revision', detail, deps.facts)]);
    if (to === 'reembolsado') return queued([paymentRefundedMail(order, deps.facts)]);
    return [];
  };

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await findOwnOrder(db, userId, orderId);
    if (!order) throw paymentError('order_not_found');
    return order;
  }

  /** Stores one payment (with the mails its change causes, in one transaction), then tells who listens. */
  async function apply(payment: MercadoPagoPayment, event: PaymentEventInput): Promise<AppliedPayment> {
    const applied = await applyPayment(db, payment, event, mailsFor);
    if (!applied.order) {
      log.warn(
        { payment: payment.id, reference: payment.external_reference },
        'Mercado Pago payment for an unknown order, recorded',
      );
    }
    if (applied.changed && applied.order) {
      deps.kickMail();
      if (applied.to === 'pagado')
        deps.events?.emit('orderPaid', { order: applied.order, source: 'mercadopago' });
    }
    // In full or in part: each time more money was given back (decision 0033).
    if (applied.order && applied.refundedAfter > applied.refundedBefore)
      deps.events?.emit('orderRefunded', { order: applied.order, refundedArs: applied.refundedAfter });
    return applied;
  }

  /** Asks Mercado Pago for every payment of `orderId` and applies them; returns how many changed the order. */
  async function refreshOrder(orderId: string, event: PaymentEventInput): Promise<number> {
    if (!client) return 0;
    const found = await client.searchPayments(orderId);
    let changed = 0;
    // Oldest first, so the history reads in the order things happened.
    for (const payment of [...found].reverse()) {
      if (payment.external_reference !== orderId) continue;
      if ((await apply(payment, event)).changed) changed++;
    }
    return changed;
  }

  return {
    /**
     * The Checkout Pro address for the shopper's own unpaid Mercado Pago order, until its payment
     * due time. The preference is made once per order (X-Idempotency-Key = the order
     * id), expires at that time, and is reused by every later attempt.
     * @throws 404 order_not_found, 409 payment_not_allowed, 503 payment_unavailable (order unchanged).
     */
    async startCheckout(userId: string, orderId: string): Promise<string> {
      const order = await ownOrder(userId, orderId);
      if (!client || !canPayOnline(order)) throw paymentError('payment_not_allowed');
      // Past its due time the order is being released: no new checkout for it.
      if (isPastPaymentDeadline({ ...order, hasReceipt: false }, new Date()))
        throw paymentError('payment_not_allowed');
      if (order.mpInitPoint) return order.mpInitPoint;
      const lines = await readOrderLines(db, order.id);
      let preference;
      try {
        preference = await client.createPreference(
          buildPreference(order, lines, deps.facts.publicUrl, deps.facts.shopName),
          `preference-${order.id}`,
        );
      } catch (err) {
        if (!(err instanceof MercadoPagoError)) throw err;
        log.warn({ err, order: order.id }, 'Mercado Pago preference failed');
        throw paymentError('payment_unavailable');
      }
      const initPoint = preference.init_point!;
      await savePreference(db, order.id, preference.id ?? null, initPoint);
      return initPoint;
    },

    /**
     * The shopper's return from Mercado Pago: applies the order's payments as Mercado Pago lists
     * them (source 'return') and answers the order as stored. Mercado Pago failing is logged, not
     * answered: the page keeps polling and the webhook or the reconciliation will follow.
     * @throws 404 order_not_found.
     */
    async syncOrder(userId: string, orderId: string, lang: Lang): Promise<Pedido> {
      const order = await ownOrder(userId, orderId);
      if (order.paymentMethod === 'mercadopago' && order.mpPreferenceId) {
        try {
          await refreshOrder(order.id, { source: 'return', by: null });
        } catch (err) {
          if (!(err instanceof MercadoPagoError)) throw err;
          log.warn({ err, order: order.id }, "Mercado Pago search failed on the shopper's return");
        }
      }
      return (await getOrders(db, userId, order.id, lang))[0];
    },

    /**
     * A verified webhook about payment `paymentId`: fetches the payment and applies it.
     * @returns 'ignored' when Mercado Pago is not configured or does not know the payment.
     * @throws MercadoPagoError when Mercado Pago cannot be asked (the caller answers 503 so it retries).
     */
    async handleNotification(paymentId: string, requestId: string): Promise<'applied' | 'ignored'> {
      if (!client) return 'ignored';
      const payment = await client.getPayment(paymentId);
      if (!payment) {
        log.warn({ payment: paymentId }, 'webhook for a payment Mercado Pago does not know');
        return 'ignored';
      }
      await apply(payment, { source: 'webhook', by: requestId });
      return 'applied';
    },

    /**
     * Re-checks every unpaid (pendiente or rechazado) Mercado Pago order of the last 30 days that
     * has a preference, in case a notification was lost (`npm run payments:reconcile` and every 10 min).
     */
    async reconcile(): Promise<ReconcileSummary> {
      const summary: ReconcileSummary = { checked: 0, changed: 0, failed: 0 };
      if (!client) return summary;
      const unpaid = await readUnpaidOnlineOrders(db, new Date(Date.now() - RECONCILE_WINDOW_MS));
      for (const { id } of unpaid) {
        summary.checked++;
        try {
          summary.changed += (await refreshOrder(id, { source: 'reconcile', by: null })) > 0 ? 1 : 0;
        } catch (err) {
          summary.failed++;
          log.warn({ err, order: id }, 'reconciliation could not check an order');
        }
      }
      return summary;
    },

    /**
     * The owner marks a transferencia or efectivo order paid (from pendiente or en_revision);
     * recorded with the admin's username, and the shopper gets the payment confirmation.
     * @throws 404 order_not_found, 409 invalid_payment_change.
     */
    async markPaid(orderId: string, admin: string): Promise<void> {
      const updated = await inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw paymentError('order_not_found');
        const allowed =
          (order.paymentMethod === 'transferencia' || order.paymentMethod === 'efectivo') &&
          (order.paymentStatus === 'pendiente' || order.paymentStatus === 'en_revision');
        if (!allowed)
          throw paymentError('invalid_payment_change', {
            status: `${order.paymentMethod}/${order.paymentStatus} -> pagado`,
          });
        const row = await markOrderPaid(tx, order.id, order.paymentStatus, admin, new Date());
        await enqueueMails(tx, queued([paymentConfirmedMail(row, deps.facts)]));
        return row;
      });
      deps.kickMail();
      deps.events?.emit('orderPaid', { order: updated, source: 'admin' });
    },

    /**
     * Refunds the approved Mercado Pago payment of a paid (or in review) order through the API:
     * `amountArs` (whole pesos) of it, or all that is left when not given; then applies the
     * payment as Mercado Pago then describes it (reembolsado once nothing is left; still paid
     * after a partial refund, which gets its own credit note: decision 0033). The same refund
     * asked twice (a double click) is one refund: the idempotency key names what was refunded
     * before and the amount.
     * @throws 404 order_not_found, 409 not_refundable, 409 refund_too_large, 503 payment_unavailable.
     */
    async refund(orderId: string, admin: string, amountArs?: number): Promise<void> {
      const order = await findOrder(db, orderId);
      if (!order) throw paymentError('order_not_found');
      const approved = await findApprovedPayment(db, order.id);
      const refundable =
        order.paymentMethod === 'mercadopago' &&
        (order.paymentStatus === 'pagado' || order.paymentStatus === 'en_revision') &&
        approved;
      if (!refundable) throw paymentError('not_refundable');
      const already = Math.round(approved.amountRefunded);
      const left = Math.round(approved.amount) - already;
      if (amountArs !== undefined && amountArs > left) throw paymentError('refund_too_large');
      if (!client) throw paymentError('payment_unavailable');
      // Nothing given back yet and all of it asked: as before partial refunds (no amount, the first key).
      const whole = already === 0 && (amountArs === undefined || amountArs === left);
      const amount = amountArs ?? left;
      let after: MercadoPagoPayment | undefined;
      try {
        if (whole) await client.refundPayment(approved.id, `refund-${approved.id}`);
        else await client.refundPayment(approved.id, `refund-${approved.id}-${already}-${amount}`, amount);
        after = await client.getPayment(approved.id);
      } catch (err) {
        if (!(err instanceof MercadoPagoError)) throw err;
        log.warn({ err, order: order.id, payment: approved.id }, 'Mercado Pago refund failed');
        // 400: Mercado Pago will not refund it (already refunded, too old...); anything else: try later.
        throw paymentError(err.status === 400 ? 'not_refundable' : 'payment_unavailable');
      }
      if (after) await apply(after, { source: 'admin', by: admin });
    },
  };
}

/*
 * The owner's payment actions as the back office sees them: each one goes through the
 * payment service (the rules live there) and answers the order detail, as
 * GET /api/admin/orders/:id does. Knows nothing of HTTP.
 */

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
