import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import type { AppLang } from '../../../lib/i18n.ts';
import { useLang } from '../../../lib/use-lang.ts';

/**
 * GET /api/deal in the current language: the featured product and its real end time, the same for
 * every visit.
 */
export function getDeal(lang: 'es' | 'en', signal?: AbortSignal): Promise<Deal> {
  return apiGet<Deal>('/api/deal', { lang }, signal);
}

/** Query key of the deal in `lang` (the server prefetches with the same key). */
export const dealQueryKey = (lang: AppLang) => ['deal', lang] as const;

/** The deal of the day for the home banner; re-fetched when the language changes. */
export function useDeal(lang?: AppLang) {
  const current = useLang();
  return useQuery(dealQuery(lang ?? current));
}

/** The query of the deal in `lang` (the server's page loader fills the same). */
export const dealQuery = (lang: AppLang) =>
  queryOptions({ queryKey: dealQueryKey(lang), queryFn: ({ signal }) => getDeal(lang, signal) });
