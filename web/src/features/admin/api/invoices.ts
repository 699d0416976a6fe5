/**
 * The owner's electronic invoices (docs/decisions/0021-electronic-invoices.md): the month's list,
 * one order's documents, "Emitir factura", retry and resend.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, AdminInvoiceList } from '@shop/domain';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const KEY = ['admin', 'invoices'] as const;

/** The documents of `month` (YYYY-MM), newest first, and whether invoicing is on. */
export function useAdminInvoices(month: string) {
  return useQuery({
    queryKey: [...KEY, 'month', month],
    queryFn: ({ signal }) => apiGet<AdminInvoiceList>('/api/admin/invoices', month ? { month } : {}, signal),
  });
}

/**
 * One order's invoice and credit note; looked at again every 3 s while one is pending, or while a
 * paid order (`paid`) has none yet (its job is on its way).
 */
export function useOrderInvoices(orderId: string, paid: boolean, creditUpTo = 0) {
  return useQuery({
    queryKey: [...KEY, 'order', orderId],
    queryFn: ({ signal }) => apiGet<AdminInvoiceList>(`/api/admin/orders/${orderId}/invoices`, {}, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data?.enabled) return false;
      const waiting =
        data.items.some((i) => i.state === 'pendiente') ||
        (paid && data.items.length === 0) ||
        awaitsCreditNote(data.items, creditUpTo);
      return waiting ? 3000 : false;
    },
  });
}

/**
 * Whether a credit note is still to come (decision 0033): the order's issued invoice has been
 * credited less than `creditUpTo` (ARS refunded so far; Infinity for a cancelled order: all of it).
 */
export function awaitsCreditNote(
  items: readonly Pick<AdminInvoiceList['items'][number], 'kind' | 'state' | 'total'>[],
  creditUpTo: number,
): boolean {
  const factura = items.find((i) => i.kind === 'factura' && i.state === 'emitida');
  if (!factura || creditUpTo <= 0) return false;
  const credited = items.filter((i) => i.kind === 'nota_credito').reduce((sum, i) => sum + i.total, 0);
  return credited < Math.min(creditUpTo, factura.total);
}

/** "Emitir factura" on an order; the lists are fetched again. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiPost<AdminInvoiceList>(`/api/admin/orders/${orderId}/invoice`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Asks ARCA again for a pending or rejected document. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<AdminInvoice>(`/api/admin/invoices/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Mails an issued document to its shopper again. */
export function useResendInvoice() {
  return useMutation({
    mutationFn: (id: number) => apiPost<AdminInvoice>(`/api/admin/invoices/${id}/resend`),
  });
}

/** Where the owner opens a document's PDF. */
export const adminInvoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;

/** The accountant's CSV of `month`. */
export const invoicesCsvUrl = (month: string) => `/api/admin/invoices.csv${month ? `?month=${month}` : ''}`;
