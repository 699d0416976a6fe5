/** GET /api/admin/delivery/payment-deadlines: minutes an unpaid order keeps its place. */
import { useQuery } from '@tanstack/react-query';
import type { PaymentDeadlines } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { PAYMENT_DEADLINES_KEY } from './delivery-keys.ts';

export function usePaymentDeadlines() {
  return useQuery({
    queryKey: PAYMENT_DEADLINES_KEY,
    queryFn: ({ signal }) => apiGet<PaymentDeadlines>('/api/admin/delivery/payment-deadlines', {}, signal),
  });
}
