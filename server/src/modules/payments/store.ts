/**
 * The SQL of payments on the order's side: the order a payment is for, its lines for the checkout,
 * its Mercado Pago preference, the orders the reconciliation re-checks, the owner marking one
 * paid, and the approved payment a refund is made from.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments, orderLines, orders, paymentEvents, type OrderRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type PaymentEventSource, type PaymentStatus, derivePaymentStatus } from '@shop/domain';
import { z } from 'zod';
import { enqueueMails, type OutboxMail } from '../mail/index.ts';
import type { MercadoPagoPayment } from '../../plugins/mercadopago.ts';

/** Order `orderId` when it is `userId`'s, else undefined. */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** Order `orderId`, or undefined. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Order `orderId`, its row locked for the rest of `tx`, or undefined. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The lines of order `orderId`, in the order's own order. */
export function readOrderLines(db: Db, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** Keeps the Mercado Pago preference made for order `orderId` and its checkout address. */
export async function savePreference(
  db: Db,
  orderId: string,
  preferenceId: string | null,
  initPoint: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ mpPreferenceId: preferenceId, mpInitPoint: initPoint })
    .where(eq(orders.id, orderId));
}

/**
 * The ids of the unpaid (pendiente or rechazado) Mercado Pago orders placed from `since` on that
 * have a preference, newest first.
 */
export function readUnpaidOnlineOrders(db: Db, since: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'mercadopago'),
        inArray(orders.paymentStatus, ['pendiente', 'rechazado']),
        isNotNull(orders.mpPreferenceId),
        gte(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/**
 * Sets order `orderId` paid (updated at `now`) and records the change in its payment history as
 * made by the owner `by`, from `fromStatus`. @returns the changed row.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  fromStatus: string,
  by: string,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'pagado', updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(paymentEvents).values({
    orderId,
    source: 'admin',
    fromStatus,
    toStatus: 'pagado',
    by,
    detail: null,
  });
  return row!;
}

/** The order's approved Mercado Pago payment last updated most recently, or undefined. */
export async function findApprovedPayment(db: Db, orderId: string) {
  const [approved] = await db
    .select()
    .from(mercadoPagoPayments)
    .where(and(eq(mercadoPagoPayments.orderId, orderId), eq(mercadoPagoPayments.status, 'approved')))
    .orderBy(desc(mercadoPagoPayments.dateLastUpdated));
  return approved;
}

/*
 * Storing what Mercado Pago says about a payment and moving the order's payment status with it,
 * in one transaction that locks the order row: two notifications for the same order at
 * once are applied one after the other. A description older than the stored one (by Mercado
 * Pago's date_last_updated) is ignored, so a late notification never rolls a payment back.
 */

export interface PaymentEventInput {
  source: PaymentEventSource;
  /** The admin's username or the notification's x-request-id. */
  by: string | null;
}

export interface AppliedPayment {
  /** The order named by external_reference; undefined when it is not one of ours (the payment is still kept). */
  order: OrderRow | undefined;
  from: PaymentStatus | undefined;
  to: PaymentStatus | undefined;
  changed: boolean;
  detail: string | null;
  /**
   * Money given back on the order's payments before and after this description, whole pesos
   * (refundedTotal): a partial refund leaves the payment approved and the order paid, so it shows
   * only here (docs/decisions/0033-partial-credit-notes.md).
   */
  refundedBefore: number;
  refundedAfter: number;
}

/** A stored payment's money given back: all of it once refunded, else what Mercado Pago says was. */
function refundedOf(p: { status: string; amount: number; amountRefunded: number }): number {
  return p.status === 'refunded' ? Math.max(p.amount, p.amountRefunded) : p.amountRefunded;
}

/** The money given back on `payments`, rounded to whole pesos (ARS; the shop's amounts have no cents). */
export function refundedTotal(
  payments: readonly { status: string; amount: number; amountRefunded: number }[],
): number {
  return Math.round(payments.reduce((sum, p) => sum + refundedOf(p), 0));
}

const uuid = z.uuid();

const ars = (n: number) => `$ ${n.toLocaleString('es-AR')}`;

const toDate = (value: string | undefined | null): Date | null => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * Upserts `payment` and re-derives its order's payment status, recording a history event when
 * it changes. Idempotent: applying the same description twice changes nothing the second time.
 * `mailsFor` names the mails a change causes; they are queued in the outbox in the same
 * transaction, so a change is never stored without its mails, nor mailed without being stored.
 */
export async function applyPayment(
  db: Db,
  payment: MercadoPagoPayment,
  event: PaymentEventInput,
  mailsFor: (applied: AppliedPayment & { order: OrderRow }) => OutboxMail[] = () => [],
): Promise<AppliedPayment> {
  const id = String(payment.id ?? '');
  if (!/^\d{1,20}$/.test(id)) throw new Error(`Mercado Pago payment without a valid id: ${id}`);
  const reference = payment.external_reference ?? '';
  const updatedAt = toDate(payment.date_last_updated) ?? toDate(payment.date_created) ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = uuid.safeParse(reference).success
      ? await tx.select().from(orders).where(eq(orders.id, reference)).for('update')
      : [];
    const refundedBefore = order
      ? refundedTotal(
          await tx.select().from(mercadoPagoPayments).where(eq(mercadoPagoPayments.orderId, order.id)),
        )
      : 0;
    const values = {
      orderId: order?.id ?? null,
      externalReference: reference.slice(0, 200),
      status: (payment.status ?? 'unknown').slice(0, 40),
      statusDetail: (payment.status_detail ?? '').slice(0, 200),
      amount: Number(payment.transaction_amount ?? 0),
      currency: (payment.currency_id ?? 'ARS').slice(0, 10),
      amountRefunded: Number(payment.transaction_amount_refunded ?? 0),
      dateLastUpdated: updatedAt,
      dateApproved: toDate(payment.date_approved),
      updatedAt: new Date(),
    };
    await tx
      .insert(mercadoPagoPayments)
      .values({ id, ...values })
      .onConflictDoUpdate({
        target: mercadoPagoPayments.id,
        set: values,
        // Only a description at least as recent as the stored one replaces it.
        setWhere: lte(mercadoPagoPayments.dateLastUpdated, updatedAt),
      });
    if (!order)
      return {
        order: undefined,
        from: undefined,
        to: undefined,
        changed: false,
        detail: null,
        refundedBefore: 0,
        refundedAfter: 0,
      };

    const seen = await tx
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.orderId, order.id))
      .orderBy(asc(mercadoPagoPayments.createdAt), asc(mercadoPagoPayments.id));
    const from: PaymentStatus = order.paymentStatus;
    const derived = derivePaymentStatus(
      {
        paymentMethod: order.paymentMethod,
        paymentStatus: from,
        totalArs: order.totalArs,
        cancelled: order.status === 'cancelado',
      },
      seen.map((p) => ({ id: p.id, status: p.status, amount: p.amount, dateLastUpdated: p.dateLastUpdated })),
    );
    const refundedAfter = refundedTotal(seen);
    const refunds = { refundedBefore, refundedAfter };
    if (derived.status === from) {
      if (refundedAfter > refundedBefore) {
        // Part of the money given back, the order still paid: the history says so.
        await tx.insert(paymentEvents).values({
          orderId: order.id,
          source: event.source,
          fromStatus: from,
          toStatus: from,
          by: event.by,
          detail: `Reembolso parcial de ${ars(refundedAfter - refundedBefore)}; devuelto en total ${ars(refundedAfter)}`,
        });
      }
      return { order, from, to: from, changed: false, detail: null, ...refunds };
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: derived.status, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      source: event.source,
      fromStatus: from,
      toStatus: derived.status,
      by: event.by,
      detail: derived.detail,
    });
    const applied = {
      order: updated,
      from,
      to: derived.status,
      changed: true,
      detail: derived.detail,
      ...refunds,
    };
    await enqueueMails(tx, mailsFor(applied));
    return applied;
  });
}
