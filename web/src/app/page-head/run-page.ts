/**
 * Runs a matched page's declarations on the server (docs/decisions/0037): loads its route module,
 * runs its `loader` when the server renders the page and reads its `head`. Shared by the renderer (entry-server.tsx) and the head builder (page-head.ts), so a
 * page's data is worked out in one place, its own module. Server only.
 */
import type { PageHandle } from '../router.tsx';
import type { PageHeadSpec, PageLoad, PageLoaderContext } from '../page-module.ts';

export interface PageRun {
  load: PageLoad;
  head: PageHeadSpec | undefined;
  /** The loader's status, or the head's (the 404 page), else 200. */
  status: number;
}

/**
 * The loader's result and the head of the page whose route has `handle`, with `ctx.client`
 * filled with the page's queries. A page without a loader loads nothing; no route (or a build
 * without modules) has no head, which pageHead() answers with the 404's.
 */
export async function runPage(handle: PageHandle | undefined, ctx: PageLoaderContext): Promise<PageRun> {
  const module = await handle?.module?.();
  // A page left to the browser has no loader (server/test/ssr.test.ts checks none declares one); a
  // shopper page's runs only when the request carried the shopper's lists (decision 0040).
  const rendered = handle?.ssr === true || (handle?.shopper === true && ctx.shopper !== undefined);
  const load = rendered && module?.loader ? await module.loader(ctx) : {};
  const head = module?.head;
  const headStatus = typeof head === 'object' ? (head.status ?? 200) : 200;
  return { load, head, status: Math.max(load.status ?? 200, headStatus) };
}
