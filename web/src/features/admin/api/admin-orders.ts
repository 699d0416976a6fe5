/**
 * GET /api/admin/orders (docs/orders-api.md "Back office"): the desk's list with counts per status
 * (and per payment status, issue 12), and the shapes and query keys of the back office's order
 * calls. One order is get-order.ts; its changes are set-order-status.ts, mark-order-paid.ts and
 * refund-order.ts.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentEvent, PaymentMethod, PaymentStatus, PedidoDelivery } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const ADMIN_PAGE_SIZE = 50;

export interface AdminOrderSummary {
  id: string;
  createdAt: string;
  deliveryDate: string | null;
  status: string;
  total: number;
  customer: { name: string; email: string; phone: string };
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

export interface AdminOrderPage {
  items: AdminOrderSummary[];
  total: number;
  counts: Record<OrderStatus, number>;
  /** Orders per payment status under the other filters (issue 12). */
  paymentCounts: Record<PaymentStatus, number>;
}

export interface AdminOrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  from?: string;
  to?: string;
  userId?: string;
}

export interface AdminOrderDetail {
  id: string;
  userId: string | null;
  status: string;
  createdAt: string;
  deliveryDate: string | null;
  /** Products as sold (issue 14). */
  subtotal: number;
  /** ARS taken off by `coupon` (issue 14). */
  discount: number;
  coupon: string | null;
  total: number;
  /** Issue 14: the delivery as placed (null for older orders). */
  delivery: PedidoDelivery | null;
  lang: string;
  customer: { firstname: string; lastname: string; email: string; phone: string; address: string; addressNotes: string | null };
  items: { productId: string; title: string; quantity: number; unitPrice: number; lineTotal: number }[];
  receipts: { id: string; contentType: string; sizeBytes: number; originalName: string | null; createdAt: string }[];
  history: { from: string | null; to: string; at: string; by: string | null }[];
  allowedNext: OrderStatus[];
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Mercado Pago payments seen for the order; `status` is Mercado Pago's ('approved', 'rejected'...). */
  payments: { id: string; status: string; amount: number; at: string }[];
  /** Payment status changes, oldest first. */
  paymentHistory: PaymentEvent[];
}

/** Query key of one order's detail (the payment mutations write their answer there). */
export function adminOrderKey(id: string) {
  return [...ADMIN_ORDERS_KEY, 'one', id] as const;
}

/** The desk's orders, newest first, a page of ADMIN_PAGE_SIZE at a time ("Cargar más"). */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => apiGet<AdminOrderPage>('/api/admin/orders', { ...filters, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 10_000,
    // While another search or filter loads, the list on screen stays (no flash to a spinner per
    // keystroke, and a row being clicked is not swapped away under the pointer).
    placeholderData: keepPreviousData,
  });
}

/** Address of a receipt's file (inline, or as an attachment with `download`). */
export function receiptUrl(orderId: string, receiptId: string, download = false): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/receipts/${encodeURIComponent(receiptId)}${download ? '?download=1' : ''}`;
}
