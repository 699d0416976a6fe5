/**
 * The back office's catalogue and deal calls (issue 5, "Catalogue" and "The deal banner"):
 * every product with both languages, create, edit, hide and show, the images of a product
 * (upload, remove, reorder) and the featured deal.
 *
 * All product calls share one cached list (ADMIN_PRODUCTS_KEY): a product's page reads its entry,
 * and every change writes the server's answer into that list at once and then refetches it. The
 * shop's own queries (products, a product, the deal) are marked stale too, so an administrator who
 * goes to the shop sees the change.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GALLERY_IMAGES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, type AdminProductData, type Deal, type Lang } from '@shop/domain';
import { apiGet, apiPostForm, apiSend, ApiClientError } from '../../../lib/api-client.ts';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
export const ADMIN_DEAL_KEY = ['admin', 'deal'] as const;
/** First elements of the shop's query keys that show products (features catalog, home, deal). */
const SHOP_KEYS = [['products'], ['product'], ['deal']] as const;

/** Most images a product can have (the server refuses a fifth with 409 too_many_images). */
export const MAX_PRODUCT_IMAGES = GALLERY_IMAGES;

/** A product as GET /api/admin/products answers it: every editable field, and what the server keeps. */
export interface AdminProduct extends Omit<AdminProductData, 'slug'> {
  id: string;
  slug: string;
  /** Image base paths (see ProductPicture); the first is the one the shop shows on cards. */
  images: string[];
  createdAt: string;
  updatedAt: string;
}

interface AdminProductList {
  items: AdminProduct[];
}

/** The body of POST /api/admin/products (adminProductSchema's output) and, any subset of it, of PATCH. */
export type AdminProductBody = AdminProductData;

/** A product is on the shop's shelves only when it is not hidden and has at least one image. */
export function isVisibleInShop(product: Pick<AdminProduct, 'hidden' | 'images'>): boolean {
  return !product.hidden && product.images.length > 0;
}

/** The product's title in `lang`. */
export function productTitle(product: Pick<AdminProduct, 'titleEs' | 'titleEn'>, lang: Lang): string {
  return lang === 'en' ? product.titleEn : product.titleEs;
}

/** The product's image description in `lang`. */
export function productImageAlt(product: Pick<AdminProduct, 'imageAltEs' | 'imageAltEn'>, lang: Lang): string {
  return lang === 'en' ? product.imageAltEn : product.imageAltEs;
}

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** Every product, hidden ones too, in the shop's order (sortOrder, id); a product's page reads its entry. */
export function useAdminProducts() {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: ({ signal }) => apiGet<AdminProductList>('/api/admin/products', {}, signal),
    staleTime: 10_000,
  });
}

/** Puts the server's answer for one product into the cached list (added when new), then refetches everything that shows products. */
function storeProduct(queryClient: QueryClient, product: AdminProduct): Promise<void> {
  queryClient.setQueryData<AdminProductList>(ADMIN_PRODUCTS_KEY, (list) => {
    if (!list) return list;
    const known = list.items.some((p) => p.id === product.id);
    return { items: known ? list.items.map((p) => (p.id === product.id ? product : p)) : [...list.items, product] };
  });
  return refreshCatalogue(queryClient);
}

async function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all([ADMIN_PRODUCTS_KEY, ADMIN_DEAL_KEY, ...SHOP_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/admin/products: 201 with the new product (no images yet). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductBody) => apiSend<AdminProduct>('/api/admin/products', body),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

/** PATCH /api/admin/products/:id with any subset of the fields (hide and show are `{ hidden }`). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<AdminProductBody> }) => apiSend<AdminProduct>(productPath(id), patch, { method: 'PATCH' }),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

/** Why a picked image cannot be sent, or null when it can (the server checks the bytes and the size in pixels). */
export type ImageFileProblem = 'missing' | 'tooLarge' | 'wrongType';

/** The `accept` of the image picker: the types the server converts (it reads the type from the bytes, not from this). */
export const PRODUCT_IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

export function imageFileProblem(file: Pick<File, 'size' | 'type'> | null | undefined): ImageFileProblem | null {
  if (!file) return 'missing';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'tooLarge';
  if (file.type && !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}

/** POST /api/admin/products/:id/images: one file in the multipart field `image`; the answer has it appended. */
export function useUploadProductImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return apiPostForm<AdminProduct>(`${productPath(id)}/images`, form);
    },
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

/** DELETE /api/admin/products/:id/images/:index (0-based). */
export function useRemoveProductImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => apiSend<AdminProduct>(`${productPath(id)}/images/${index}`, undefined, { method: 'DELETE' }),
    onSuccess: (product) => storeProduct(queryClient, product),
    // images_mismatch / image_not_found: the list changed elsewhere; show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** PUT /api/admin/products/:id/images: the same images in a new order (the first is the main one). */
export function useReorderProductImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (images: string[]) => apiSend<AdminProduct>(`${productPath(id)}/images`, { images }, { method: 'PUT' }),
    onSuccess: (product) => storeProduct(queryClient, product),
    // images_mismatch / image_not_found: the list changed elsewhere; show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** `images` with the one at `index` moved first. */
export function withMainImage(images: readonly string[], index: number): string[] {
  const chosen = images[index];
  if (chosen === undefined) return [...images];
  return [chosen, ...images.filter((_, i) => i !== index)];
}

/**
 * The deal the shop shows now (the public GET /api/deal, with the rolling end time resolved),
 * or null when there is none (404: never set, or its product is hidden).
 */
export function useCurrentDeal(lang: Lang) {
  return useQuery({
    queryKey: [...ADMIN_DEAL_KEY, lang],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<Deal>('/api/deal', { lang }, signal);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });
}

/** The deal as stored (GET /api/admin/deal): endsAt null is the rolling daily deal; both null when never set. */
export interface DealSettings {
  productId: string | null;
  endsAt: string | null;
}

/** GET /api/admin/deal: what the owner chose, which the public answer (end resolved) cannot tell. */
export function useDealSettings() {
  return useQuery({
    queryKey: [...ADMIN_DEAL_KEY, 'settings'],
    queryFn: ({ signal }) => apiGet<DealSettings>('/api/admin/deal', {}, signal),
  });
}

export interface DealBody {
  productId: number;
  /** ISO date-time with offset; null = rolling to the next Argentine midnight. */
  endsAt: string | null;
}

/** PUT /api/admin/deal. */
export function useSetDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealBody) => apiSend<{ productId: string; endsAt: string | null }>('/api/admin/deal', body, { method: 'PUT' }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
