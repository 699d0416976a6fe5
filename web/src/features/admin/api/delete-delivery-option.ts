import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDelivery, type DeliveryOptionPath } from './delivery-keys.ts';

/** DELETE of a zone or pickup point (orders keep its name and price as they were). */
export function useDeleteDeliveryOption(kind: DeliveryOptionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/admin/delivery/${kind}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!res.ok && res.status !== 404) throw new Error(res.statusText);
    },
    onSuccess: () => refreshDelivery(queryClient),
  });
}
