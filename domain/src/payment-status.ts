/**
 * The rule that gives an order its payment status from every Mercado Pago payment seen for it
 *. Deriving from all stored payments, each kept at its latest date_last_updated, makes
 * webhooks order-independent and repeatable: the same set of payments always gives the same status.
 */
import type { PaymentMethod, PaymentStatus } from './payment';

export interface SeenPayment {
  id: string;
  /** Mercado Pago's status: approved, pending, in_process, authorized, rejected, cancelled, refunded, charged_back, in_mediation. */
  status: string;
  amount: number;
  dateLastUpdated: Date;
}

export interface OrderForPayment {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalArs: number;
  cancelled: boolean;
}

export interface DerivedStatus {
  status: PaymentStatus;
  /** Why, for the payment history (Spanish: the owner reads it in the back office). */
  detail: string | null;
}

/** States a stale or later failed attempt must never undo (only a refund or money to review moves them). */
const SETTLED: readonly PaymentStatus[] = ['pagado', 'en_revision', 'reembolsado'];

const ars = (n: number) => `$ ${n.toLocaleString('es-AR')}`;

/**
 * The order's payment status given its Mercado Pago payments:
 * - an approved payment of exactly the total, on a live Mercado Pago order, alone: pagado;
 * - an approved payment of another amount, on a cancelled order, on an order not paid by Mercado
 *   Pago, more than one approved, or one in dispute (in_mediation, charged_back): en_revision;
 * - otherwise a refunded payment: reembolsado;
 * - otherwise the latest attempt: rejected gives rechazado; pending, in process or cancelled
 *   (an abandoned ticket) give pendiente, but never undo pagado, en_revision or reembolsado;
 * - no payments: the status stays as it is (e.g. marked paid by the owner).
 */
export function derivePaymentStatus(order: OrderForPayment, payments: readonly SeenPayment[]): DerivedStatus {
  if (payments.length === 0) return { status: order.paymentStatus, detail: null };
  const approved = payments.filter((p) => p.status === 'approved');
  const disputed = payments.filter((p) => p.status === 'in_mediation' || p.status === 'charged_back');
  const [dispute] = disputed;
  if (dispute) return { status: 'en_revision', detail: `Pago ${dispute.id} en disputa (${dispute.status})` };
  const [first] = approved;
  if (first) {
    if (order.cancelled)
      return { status: 'en_revision', detail: `Pago ${first.id} aprobado para un pedido cancelado` };
    if (order.paymentMethod !== 'mercadopago')
      return {
        status: 'en_revision',
        detail: `Pago ${first.id} de Mercado Pago en un pedido por ${order.paymentMethod}`,
      };
    if (approved.length > 1)
      return {
        status: 'en_revision',
        detail: `Más de un pago aprobado: ${approved.map((p) => p.id).join(', ')}`,
      };
    if (first.amount !== order.totalArs) {
      return {
        status: 'en_revision',
        detail: `Pago ${first.id} aprobado por ${ars(first.amount)}; el pedido es de ${ars(order.totalArs)}`,
      };
    }
    return { status: 'pagado', detail: `Pago ${first.id} aprobado` };
  }
  const refunded = payments.find((p) => p.status === 'refunded');
  if (refunded) return { status: 'reembolsado', detail: `Pago ${refunded.id} reembolsado` };
  // payments is not empty (checked first), so there is a latest one.
  const latest = [...payments].sort((a, b) => b.dateLastUpdated.getTime() - a.dateLastUpdated.getTime())[0]!;
  const next: PaymentStatus = latest.status === 'rejected' ? 'rechazado' : 'pendiente';
  if (SETTLED.includes(order.paymentStatus)) return { status: order.paymentStatus, detail: null };
  return { status: next, detail: `Pago ${latest.id}: ${latest.status}` };
}
