/** GET /api/admin/deal: what the owner chose, which the public answer (end resolved) cannot tell. */
import { useQuery } from '@tanstack/react-query';
import type { DealDiscount } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_DEAL_KEY } from './product-cache.ts';

/** The deal as stored: endsAt null is the rolling daily deal; both null when never set. */
export interface DealSettings {
  productId: string | null;
  endsAt: string | null;
  /** The deal's discount; null: featured without one (decision 0029). */
  discount?: DealDiscount | null;
}

export function useDealSettings() {
  return useQuery({
    queryKey: [...ADMIN_DEAL_KEY, 'settings'],
    queryFn: ({ signal }) => apiGet<DealSettings>('/api/admin/deal', {}, signal),
  });
}
