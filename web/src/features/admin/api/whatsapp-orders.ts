/**
 * The owner's orders started by WhatsApp (decision 0034): GET /api/admin/whatsapp-orders?status=
 * (without it every one but the discarded) and POST /api/admin/whatsapp-orders/:id/decision.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWhatsappOrder, WhatsappOrderStatus } from '@shop/domain';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const KEY = ['admin', 'whatsapp-orders'] as const;

/** WhatsApp orders, newest first: of one status, or all but the discarded. */
export function useWhatsappOrders(lang: string, status?: WhatsappOrderStatus) {
  return useQuery({
    queryKey: [...KEY, status ?? '', lang],
    queryFn: ({ signal }) =>
      apiGet<{ items: AdminWhatsappOrder[] }>('/api/admin/whatsapp-orders', { status, lang }, signal),
  });
}

/** Confirms or discards one; the lists, the production list and the dashboard are fetched again. */
export function useDecideWhatsappOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirmar' | 'descartar' }) =>
      apiPost<AdminWhatsappOrder>(`/api/admin/whatsapp-orders/${encodeURIComponent(id)}/decision`, {
        decision,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'owner'] }),
      ]),
  });
}
