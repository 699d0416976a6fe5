/**
 * The deal the shop shows now (the public GET /api/deal, with the rolling end time resolved), for
 * the back office's deal form; null when there is none (404: never set, or its product is hidden).
 */
import { useQuery } from '@tanstack/react-query';
import type { Deal, Lang } from '@shop/domain';
import { apiGet, ApiClientError } from '../../../lib/api-client.ts';
import { ADMIN_DEAL_KEY } from './product-cache.ts';

export function useCurrentDeal(lang: Lang) {
  return useQuery({
    queryKey: [...ADMIN_DEAL_KEY, lang],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<Deal>('/api/deal', { lang }, signal);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });
}
