/** GET /api/admin/deal: what the owner chose, which the public answer (end resolved) cannot tell. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_DEAL_KEY } from './product-cache.ts';

/** The deal as stored: endsAt null is the rolling daily deal; both null when never set. */
export interface DealSettings {
  productId: string | null;
  endsAt: string | null;
}

export function useDealSettings() {
  return useQuery({
    queryKey: [...ADMIN_DEAL_KEY, 'settings'],
    queryFn: ({ signal }) => apiGet<DealSettings>('/api/admin/deal', {}, signal),
  });
}
