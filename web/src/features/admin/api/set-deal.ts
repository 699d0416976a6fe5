/** PUT /api/admin/deal: the featured product and its end; then everything that shows products is refetched. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealDiscount } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshCatalogue } from './product-cache.ts';

export interface DealBody {
  productId: number;
  /** ISO date-time with offset; null = rolling to the next Argentine midnight. */
  endsAt: string | null;
  /** The deal's discount (decision 0029); absent: none, the product is only featured. */
  discount?: DealDiscount;
}

export function useSetDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealBody) =>
      apiSend<{ productId: string; endsAt: string | null }>('/api/admin/deal', body, { method: 'PUT' }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
