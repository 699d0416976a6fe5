/** POST /api/admin/products: 201 with the new product (no images yet), stored into the cached list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { storeProduct, type AdminProduct, type AdminProductBody } from './product-cache.ts';

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductBody) => apiSend<AdminProduct>('/api/admin/products', body),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
