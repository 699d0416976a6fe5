/**
 * The owner's "Datos de la tienda" (docs/decisions/0028-shop-facts-in-the-database.md):
 * GET and PUT /api/admin/shop-facts. A save refreshes the facts the shop's own pages show
 * (the footer, contact and checkout read SHOP_QUERY_KEY).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopFactKey, ShopFacts, ShopFactsInput } from '@shop/domain';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { SHOP_QUERY_KEY } from '../../../lib/shop-info.ts';

export interface ShopFactsAdminView {
  facts: ShopFacts;
  defaults: ShopFacts;
  placeholders: ShopFactKey[];
  saved: boolean;
}

export const SHOP_FACTS_ADMIN_KEY = ['admin', 'shop-facts'] as const;

/** The facts in use, the environment's, and which still hold a stand-in. */
export function useShopFactsAdmin() {
  return useQuery({
    queryKey: SHOP_FACTS_ADMIN_KEY,
    queryFn: ({ signal }) => apiGet<ShopFactsAdminView>('/api/admin/shop-facts', {}, signal),
  });
}

/** Saves every fact; the back office's warning and the shop's pages follow. */
export function useSaveShopFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopFactsInput) =>
      apiSend<ShopFactsAdminView>('/api/admin/shop-facts', body, { method: 'PUT' }),
    onSuccess: (view) => {
      queryClient.setQueryData(SHOP_FACTS_ADMIN_KEY, view);
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY });
    },
  });
}
