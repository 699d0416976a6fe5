/**
 * Shop facts (WhatsApp number, e-mails, address...) from the server's configuration.
 * The server embeds them in index.html (#shop-config) and, for server-rendered pages, in the
 * query cache it sends along; in dev they are fetched from /api/shop. The page served while the
 * access gate is locked (/access) carries only the shop's name (WithheldShopInfo): there
 * the facts are neither shown nor fetched (the locked API would refuse them).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeOpeningHours, shopNameIn, type ShopInfo, type WithheldShopInfo } from '@shop/domain';
import { apiGet } from './api-client.ts';

export type { ShopInfo };

/** Query key of the shop facts (the server fills it before rendering). */
export const SHOP_QUERY_KEY = ['shop'] as const;

/**
 * What the page's #shop-config element holds: the facts, the withheld stand-in of a locked page,
 * or undefined when there is none (dev server) or it cannot be read.
 */
export function readShopConfig(el: Element | null): ShopInfo | WithheldShopInfo | undefined {
  if (!el?.textContent) return undefined;
  try {
    const value = JSON.parse(el.textContent) as unknown;
    return value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
      ? (value as ShopInfo | WithheldShopInfo)
      : undefined;
  } catch {
    return undefined;
  }
}

const embedded =
  typeof document === 'undefined' ? undefined : readShopConfig(document.getElementById('shop-config'));
const withheld = embedded !== undefined && 'withheld' in embedded;

/** The shop facts; undefined while the dev server is fetching them and on the locked /access page. */
export function useShopInfo(): ShopInfo | undefined {
  const { data } = useQuery({
    queryKey: SHOP_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ShopInfo>('/api/shop', {}, signal),
    initialData: withheld ? undefined : (embedded as ShopInfo | undefined),
    staleTime: Infinity,
    enabled: !withheld,
  });
  return data;
}

/**
 * Whether this page is the access gate of a locked site (the server withheld the shop facts): its
 * menus and links would only lead back to the gate, so the layout leaves them out. Fixed for the page's life: the right key reloads the site.
 */
export function useSiteLocked(): boolean {
  return withheld;
}

/**
 * The shop's hours in words in the page's language ("de lunes a sábado de 8 a 19 h"), the one
 * source of every text that states them (docs/decisions/0028); '' while the facts are unknown.
 */
export function shopHoursText(shop: Pick<ShopInfo, 'hours'> | undefined, lang: string): string {
  return shop?.hours?.length ? describeOpeningHours(shop.hours, lang === 'en' ? 'en' : 'es') : '';
}

/** `shopHoursText` of the shop facts in the page's language. */
export function useShopHours(): string {
  const { i18n } = useTranslation();
  return shopHoursText(useShopInfo(), i18n.language);
}

/**
 * The shop's name in the page's language (configured per language) for the
 * header, footer and titles: known on every page, the locked one included.
 */
export function useShopName(): string {
  const { i18n } = useTranslation();
  const shop = useShopInfo() ?? embedded;
  return shop ? shopNameIn(shop, i18n.language) : '';
}
