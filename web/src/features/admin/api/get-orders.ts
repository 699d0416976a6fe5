/**
 * GET /api/admin/orders (docs/orders-api.md "Back office"): the desk's list, newest first, with
 * counts per status (and per payment status), a page of ADMIN_PAGE_SIZE at a time.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/domain';
import { ADMIN_ORDER_LISTS_KEY } from './order-keys.ts';
import { adminPagedList, type AdminPage } from './paging.ts';

export interface AdminOrderSummary {
  id: string;
  /** The short number (formatOrderNumber). */
  number: number;
  createdAt: string;
  deliveryDate: string | null;
  status: string;
  total: number;
  customer: { name: string; email: string; phone: string };
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** A receipt was uploaded and the order is not marked paid yet: the desk shows it "en revisión". */
  receiptToCheck: boolean;
}

export interface AdminOrderPage extends AdminPage<AdminOrderSummary> {
  counts: Record<OrderStatus, number>;
  /** Orders per payment status under the other filters. */
  paymentCounts: Record<PaymentStatus, number>;
  /** Orders with a receipt the owner has still to check (counted as en_revision in paymentCounts). */
  receiptsToCheck: number;
}

export interface AdminOrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  from?: string;
  to?: string;
  userId?: string;
}

/** The desk's orders under `filters` ("Cargar más" loads the next page). */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery(
    adminPagedList<AdminOrderPage>([...ADMIN_ORDER_LISTS_KEY, filters], '/api/admin/orders', { ...filters }),
  );
}
