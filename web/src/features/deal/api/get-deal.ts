import { useQuery } from '@tanstack/react-query';
import type { Deal } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/** GET /api/deal in the current language: the featured product and its real end time (DESIGN.md difference 8). */
export function getDeal(lang: 'es' | 'en', signal?: AbortSignal): Promise<Deal> {
  return apiGet<Deal>('/api/deal', { lang }, signal);
}

/** The deal of the day for the home banner; re-fetched when the language changes. */
export function useDeal(lang = currentLang()) {
  return useQuery({
    queryKey: ['deal', lang],
    queryFn: ({ signal }) => getDeal(lang, signal),
  });
}
