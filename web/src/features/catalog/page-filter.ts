/**
 * The catalogue filter of a page's URL as React state: read leniently from the query
 * string (unknown values ignored and listed, see readPageFilter) and written back to it, so the
 * list is whatever the URL says and a filtered list can be shared.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFilterSearch, readPageFilter, type PageFilter } from '@shop/domain';

/** Params of the URL that are not the filter's and that a change keeps (e.g. /category's `selected`). */
const FILTER_PARAMS = new Set(['exclude', 'maxNetCarbs', 'sort']);

/**
 * [the URL's filter, a setter that writes a new filter and order into the URL (a new history entry)].
 * The router applies a URL change as a transition, which React keeps off screen until the newly
 * filtered list has loaded; until then the value is the one just chosen, so a ticked box shows
 * ticked at once (a controlled checkbox would otherwise spring back until the list arrives).
 */
export function usePageFilter(): [PageFilter, (next: Pick<PageFilter, 'filter' | 'sort'>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readPageFilter(params), [params]);
  // The choice waiting for its URL: kept only while the URL is still the one it was made on.
  const [pending, setPending] = useState<{ on: URLSearchParams; value: PageFilter } | undefined>();
  const value = pending && pending.on === params ? pending.value : fromUrl;
  const set = (next: Pick<PageFilter, 'filter' | 'sort'>) => {
    const search = new URLSearchParams(pageFilterSearch(next.filter, next.sort));
    for (const [name, v] of params) if (!FILTER_PARAMS.has(name)) search.append(name, v);
    setPending({ on: params, value: { ...fromUrl, ...next, ignored: [] } });
    setParams(search, { preventScrollReset: true });
  };
  return [value, set];
}
