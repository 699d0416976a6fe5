/**
 * POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md): one image or PDF in the multipart
 * field `comprobante`. Files over RECEIPT_MAX_BYTES are refused here before anything is sent.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { apiPostForm } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export interface Receipt {
  id: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/** Why a picked file cannot be sent, or null when it can. */
export type ReceiptFileProblem = 'missing' | 'tooLarge' | 'wrongType';

/**
 * Checks a picked file before sending: one must be picked, at most RECEIPT_MAX_BYTES, and declared
 * as an image or a PDF when the browser declares a type at all (the server checks the real type
 * from the bytes).
 */
export function receiptFileProblem(
  file: Pick<File, 'size' | 'type'> | null | undefined,
): ReceiptFileProblem | null {
  if (!file) return 'missing';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  if (file.type && !file.type.startsWith('image/') && file.type !== 'application/pdf') return 'wrongType';
  return null;
}

export async function uploadReceipt(pedidoId: string, file: File): Promise<Receipt> {
  const form = new FormData();
  form.append('comprobante', file, file.name);
  const { receipt } = await apiPostForm<{ receipt: Receipt }>(
    `/api/pedidos/${encodeURIComponent(pedidoId)}/comprobante`,
    form,
  );
  return receipt;
}

/** Uploading a receipt; on success the order queries are refetched (the order shows "Comprobante recibido"). */
export function useUploadReceipt(pedidoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadReceipt(pedidoId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
