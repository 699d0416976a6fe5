/**
 * The back office's "Cargar más" lists (orders, customers): a page of ADMIN_PAGE_SIZE rows at a
 * time by `limit`/`offset`, the next page asked while fewer than `total` rows are loaded.
 */
import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const ADMIN_PAGE_SIZE = 50;

/** One page of a back-office list: its rows and how many match in all. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/**
 * Infinite-query options for GET `path` with `params` (plus limit and offset), pages of type `P`.
 * While another search or filter loads, the list on screen stays (no flash to a spinner per
 * keystroke, and a row being clicked is not swapped away under the pointer).
 */
export function adminPagedList<P extends AdminPage<unknown>>(
  queryKey: QueryKey,
  path: string,
  params: Record<string, string | number | undefined>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<P>(path, { ...params, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: P, pages: P[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
