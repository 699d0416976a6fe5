/** DELETE /api/admin/products/:id/images/:index (0-based). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { ADMIN_PRODUCTS_KEY, productPath, storeProduct, type AdminProduct } from './product-cache.ts';

export function useRemoveProductImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) =>
      apiSend<AdminProduct>(`${productPath(id)}/images/${index}`, undefined, { method: 'DELETE' }),
    onSuccess: (product) => storeProduct(queryClient, product),
    // images_mismatch / image_not_found: the list changed elsewhere; show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
