/** GET /api/admin/orders/:id: one order's detail for the back office, with its receipts, history and payments. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { OrderStatus, PaymentEvent, PaymentMethod, PaymentStatus, PedidoDelivery } from '@shop/domain';
import { adminOrderKey } from './order-keys.ts';

export interface AdminOrderDetail {
  id: string;
  /** The short number (formatOrderNumber). */
  number: number;
  userId: string | null;
  status: string;
  createdAt: string;
  deliveryDate: string | null;
  /** Products as sold. */
  subtotal: number;
  /** ARS taken off by `coupon`. */
  discount: number;
  coupon: string | null;
  total: number;
  /** The delivery as placed (null for older orders). */
  delivery: PedidoDelivery | null;
  lang: string;
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    address: string;
    addressNotes: string | null;
  };
  items: { productId: string; title: string; quantity: number; unitPrice: number; lineTotal: number }[];
  receipts: {
    id: string;
    contentType: string;
    sizeBytes: number;
    originalName: string | null;
    createdAt: string;
  }[];
  /** `undo`: the change undid the one before it. */
  history: { from: string | null; to: string; at: string; by: string | null; undo: boolean }[];
  allowedNext: OrderStatus[];
  /** While the last status change can be undone: the status it goes back to and until when (ISO). */
  undo: { to: OrderStatus; until: string } | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The time an unpaid transfer / Mercado Pago order is released (null: cash, older orders), and when it was. */
  paymentDueAt: string | null;
  expiredAt: string | null;
  /** A withdrawal request (botón de arrepentimiento) names this order (decision 0020). */
  withdrawalRequested: boolean;
  /**
   * Mercado Pago payments seen for the order; `status` is Mercado Pago's ('approved', 'rejected'...),
   * `refunded` the money given back on it (ARS; part of an approved one after a partial refund).
   */
  payments: { id: string; status: string; amount: number; refunded: number; at: string }[];
  /** Payment status changes, oldest first. */
  paymentHistory: PaymentEvent[];
}

/** GET /api/admin/orders/:id: one order's detail for the back office (a 404 is not retried). */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) =>
      apiGet<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, {}, signal),
    retry: false,
  });
}
