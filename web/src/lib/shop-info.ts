/**
 * Shop facts (WhatsApp number, e-mails, address...) from the server's configuration.
 * The server embeds them in index.html (#shop-config) and, for server-rendered pages, in the
 * query cache it sends along; in dev they are fetched from /api/shop.
 */
import { useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@shop/domain';
import { apiGet } from './api-client.ts';

export type { ShopInfo };

/** Query key of the shop facts (the server fills it before rendering). */
export const SHOP_QUERY_KEY = ['shop'] as const;

function embeddedShopInfo(): ShopInfo | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById('shop-config');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as ShopInfo;
  } catch {
    return undefined;
  }
}

const embedded = embeddedShopInfo();

/** The shop facts; undefined only for the moment the dev server is fetching them. */
export function useShopInfo(): ShopInfo | undefined {
  const { data } = useQuery({
    queryKey: SHOP_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ShopInfo>('/api/shop', {}, signal),
    initialData: embedded,
    staleTime: Infinity,
  });
  return data;
}
