/**
 * The catalogue filter of a page's URL as React state (issue 19): read leniently from the query
 * string (unknown values ignored and listed, see readPageFilter) and written back to it, so the
 * list is whatever the URL says and a filtered list can be shared.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageFilterSearch, readPageFilter, type PageFilter } from '@shop/domain';

/** Params of the URL that are not the filter's and that a change keeps (e.g. /category's `selected`). */
const FILTER_PARAMS = new Set(['exclude', 'maxNetCarbs', 'sort']);

/** [the URL's filter, a setter that writes a new filter and order into the URL (a new history entry)]. */
export function usePageFilter(): [PageFilter, (next: Pick<PageFilter, 'filter' | 'sort'>) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => readPageFilter(params), [params]);
  const set = (next: Pick<PageFilter, 'filter' | 'sort'>) => {
    const search = new URLSearchParams(pageFilterSearch(next.filter, next.sort));
    for (const [name, v] of params) if (!FILTER_PARAMS.has(name)) search.append(name, v);
    setParams(search, { preventScrollReset: true });
  };
  return [value, set];
}
