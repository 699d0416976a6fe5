/** POST /api/admin/products/:id/images: one file in the multipart field `image`; the answer has it appended. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostForm } from '../../../lib/api-client.ts';
import { productPath, storeProduct, type AdminProduct } from './product-cache.ts';

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
