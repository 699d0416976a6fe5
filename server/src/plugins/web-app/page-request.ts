/**
 * Which requests are pages and which URL a page is: content negotiation (a page, or the API's
 * JSON 404) and the page's URL without the parameters that only track visits.
 */
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that only tell analytics where a visit came from: the page is the same with or
 * without them, so they are left out of the page cache's key and of the rendered URL. Names are
 * compared in lower case; every `utm_*` counts too.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'ref_src',
]);

/**
 * The part of a request URL that decides the page: the path and the query without tracking
 * parameters, the rest sorted by name so their order does not matter either.
 * E.g. `/allProducts?utm_source=ig&categoria=panes` → `/allProducts?categoria=panes`.
 */
export function pageUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...new Set(params.keys())]) {
    const lower = name.toLowerCase();
    if (lower.startsWith('utm_') || TRACKING_PARAMS.has(lower)) params.delete(name);
  }
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/**
 * Whether the Accept header asks for JSON only (every type it names with q > 0 is JSON): then a
 * page path answers the JSON 404 like the API. curl's and link fetchers' "any type" (star/star), browsers, and no
 * Accept at all get the page.
 */
export function asksForJsonOnly(accept: string | undefined): boolean {
  if (!accept?.trim()) return false;
  const types = accept
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => (type ?? '').trim().toLowerCase());
  return (
    types.length > 0 &&
    types.every((type) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type))
  );
}

/**
 * A request for a page of the web app: GET or HEAD, outside /api, and not asking for
 * JSON only. A path that looks like a file (its last segment has an extension, e.g. a missing
 * /assets/x.js fetched with "any type") is a page only when the request names text/html.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept;
  if (/\.[a-z0-9]{1,8}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1)))
    return /\btext\/html\b/i.test(accept ?? '');
  return !asksForJsonOnly(accept);
}
