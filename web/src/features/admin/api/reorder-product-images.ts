/** PUT /api/admin/products/:id/images: the same images in a new order (the first is the main one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { ADMIN_PRODUCTS_KEY, productPath, storeProduct, type AdminProduct } from './product-cache.ts';

export function useReorderProductImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (images: string[]) =>
      apiSend<AdminProduct>(`${productPath(id)}/images`, { images }, { method: 'PUT' }),
    onSuccess: (product) => storeProduct(queryClient, product),
    // images_mismatch / image_not_found: the list changed elsewhere; show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
