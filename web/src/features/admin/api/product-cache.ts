/**
 * The cached catalogue of the back office ("Catalogue" and "The deal banner"): every
 * product with both languages in one list (ADMIN_PRODUCTS_KEY), which a product's page reads its
 * entry from; every product change writes the server's answer into that list at once and then
 * refetches it. The shop's own queries (products, a product, the deal) are marked stale too, so an
 * administrator who goes to the shop sees the change. Shared by the product and deal endpoint files.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductData } from '@shop/domain';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
export const ADMIN_DEAL_KEY = ['admin', 'deal'] as const;
/** First elements of the shop's query keys that show products (features catalog, home, deal). */
const SHOP_KEYS = [['products'], ['product'], ['deal']] as const;

/** A product as GET /api/admin/products answers it: every editable field, and what the server keeps. */
export interface AdminProduct extends Omit<AdminProductData, 'slug'> {
  id: string;
  slug: string;
  /** Image base paths (see ProductPicture); the first is the one the shop shows on cards. */
  images: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/products's answer. */
export interface AdminProductList {
  items: AdminProduct[];
}

/** The body of POST /api/admin/products (adminProductSchema's output) and, any subset of it, of PATCH. */
export type AdminProductBody = AdminProductData;

/** The API path of product `id`. */
export const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** Marks stale everything that shows products: the back office's list and deal, and the shop's queries. */
export async function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ADMIN_PRODUCTS_KEY, ADMIN_DEAL_KEY, ...SHOP_KEYS].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Puts the server's answer for one product into the cached list (added when new), then refetches everything that shows products. */
export function storeProduct(queryClient: QueryClient, product: AdminProduct): Promise<void> {
  queryClient.setQueryData<AdminProductList>(ADMIN_PRODUCTS_KEY, (list) => {
    if (!list) return list;
    const known = list.items.some((p) => p.id === product.id);
    return {
      items: known ? list.items.map((p) => (p.id === product.id ? product : p)) : [...list.items, product],
    };
  });
  return refreshCatalogue(queryClient);
}
