/**
 * The catalogue filter of a page's URL as React state: read leniently from the query
 * string (unknown values ignored and listed, see readPageFilter) and written back to it, so the
 * list is whatever the URL says and a filtered list can be shared.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFilterSearch, readPageFilter, type PageFilter } from '@shop/domain';
import { afterNextPaint } from '../../lib/after-paint.ts';

/** Params of the URL that are not the filter's and that a change keeps (e.g. /category's `selected`). */
const FILTER_PARAMS = new Set(['exclude', 'maxNetCarbs', 'sort']);

/**
 * [the URL's filter, a setter that writes a new filter and order into the URL (a new history entry)].
 * The choice shows at once: until the URL says it, the value is the one just chosen (a controlled
 * checkbox would otherwise spring back), and the list narrows from what it shows
 * (api/get-filtered-products.ts). The URL is written after that frame is painted (decision 0042):
 * the navigation's scroll bookkeeping and `history.pushState` cost 30-40 ms at 4 × CPU, inside the
 * tap otherwise. Choices made before it is written are written once, the last one.
 */
export function usePageFilter(): [PageFilter, (next: Pick<PageFilter, 'filter' | 'sort'>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readPageFilter(params), [params]);
  // The choice waiting for its URL: kept only while the URL is still the one it was made on.
  const [pending, setPending] = useState<{ on: URLSearchParams; value: PageFilter } | undefined>();
  const value = pending && pending.on === params ? pending.value : fromUrl;
  const unwritten = useRef<URLSearchParams | undefined>(undefined);
  // A page left before the frame (a link tapped at once) must not be navigated back to.
  useEffect(() => () => void (unwritten.current = undefined), []);
  const set = (next: Pick<PageFilter, 'filter' | 'sort'>) => {
    const search = new URLSearchParams(pageFilterSearch(next.filter, next.sort));
    for (const [name, v] of params) if (!FILTER_PARAMS.has(name)) search.append(name, v);
    setPending({ on: params, value: { ...fromUrl, ...next, ignored: [] } });
    const scheduled = unwritten.current !== undefined;
    unwritten.current = search;
    if (scheduled) return;
    void afterNextPaint().then(() => {
      const latest = unwritten.current;
      unwritten.current = undefined;
      if (latest) setParams(latest, { preventScrollReset: true });
    });
  };
  return [value, set];
}
