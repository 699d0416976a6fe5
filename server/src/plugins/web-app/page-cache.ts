/**
 * Rendered pages cached per page and language (lib/swr-cache.ts): rendering costs 50-100 ms of
 * CPU per page and a busy shop serves the same few pages again and again. One render per page at
 * a time, the previous copy served while it is re-rendered (stale-while-revalidate, `ttlMs`),
 * never a copy from before the owner's change (`catalog.version()` and the shop facts'
 * `version()`, docs/decisions/0028); a catalogue that shows something new without a change by the
 * owner (`catalog.dataVersion()`: new ratings, best-selling order) makes the copy stale at once.
 */
import { createSwrCache } from '../../lib/swr-cache.ts';
import type { Lang } from '../../lib/lang.ts';
import type { PageCatalog, RenderedPage, ShopFactsSource } from './page-renderer.ts';

const PAGE_CACHE_MAX = 300;

export interface PageCacheOptions {
  /**
   * How long a rendered page is reused for the same URL and language, in ms (0 = never). After it,
   * the old copy is still served for as long again while one new render runs.
   */
  ttlMs: number;
  catalog: PageCatalog;
  shop: Pick<ShopFactsSource, 'version'>;
  render(url: string, lang: Lang): Promise<RenderedPage | undefined>;
  /** A render in the background failed (the previous copy stays). */
  onBackgroundError(err: unknown): void;
}

/** The page cache: `get(url, lang)` answers the rendered page of `url` (normalised) in `lang`. */
export function createPageCache(opts: PageCacheOptions) {
  const cache = createSwrCache<RenderedPage, { url: string; lang: Lang }>({
    ttlMs: opts.ttlMs,
    maxEntries: PAGE_CACHE_MAX,
    // What a page was built from: a change to either the catalogue or the shop facts drops it.
    version: () => `${opts.catalog.version()}:${opts.shop.version()}`,
    tag: () => opts.catalog.dataVersion(),
    build: (_key, { url, lang }) => opts.render(url, lang),
    onBackgroundError: (err) => opts.onBackgroundError(err),
  });
  return {
    /** Whether pages are kept at all (ttlMs > 0): then they are sent compressed from one compression. */
    enabled: opts.ttlMs > 0,
    get: (url: string, lang: Lang) => cache.get(`${lang} ${url}`, { url, lang }),
  };
}
