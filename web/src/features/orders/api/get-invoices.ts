/**
 * GET /api/invoices (docs/decisions/0021-electronic-invoices.md): the signed-in customer's issued
 * invoices and credit notes, fetched once for the whole orders list. Under ACCOUNT_DATA_KEY, so
 * they are dropped when someone signs in or out.
 */
import { useQuery } from '@tanstack/react-query';
import type { ShopperInvoice } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';

export function useMyInvoices() {
  return useQuery({
    queryKey: [...ACCOUNT_DATA_KEY, 'invoices'],
    queryFn: ({ signal }) => apiGet<{ items: ShopperInvoice[] }>('/api/invoices', {}, signal),
    staleTime: 30_000,
  });
}

/** Where the shopper downloads a document. */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf?download=1`;
