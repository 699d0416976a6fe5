/** PATCH /api/admin/products/:id with any subset of the fields (hide and show are `{ hidden }`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { productPath, storeProduct, type AdminProduct, type AdminProductBody } from './product-cache.ts';

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<AdminProductBody> }) =>
      apiSend<AdminProduct>(productPath(id), patch, { method: 'PATCH' }),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
