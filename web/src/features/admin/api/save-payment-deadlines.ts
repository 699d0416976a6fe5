import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDeadlines } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshDelivery } from './delivery-keys.ts';

/** PUT /api/admin/delivery/payment-deadlines: both times; orders placed later get them. */
export function useSavePaymentDeadlines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentDeadlines) =>
      apiSend<PaymentDeadlines>('/api/admin/delivery/payment-deadlines', body, { method: 'PUT' }),
    onSuccess: () => refreshDelivery(queryClient),
  });
}
