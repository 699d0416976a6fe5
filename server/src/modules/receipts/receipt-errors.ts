/**
 * The errors of POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md), with Spanish and
 * English messages. The browser shows SPEC.md's "Error al subir el comprobante." for any of them;
 * these messages say what went wrong to whoever reads the answer.
 */
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { defineErrors } from '../../lib/error-table.ts';

const maxMb = RECEIPT_MAX_BYTES / (1024 * 1024);

/** `receiptError(code, lang)`: the HttpError for `code` in `lang`. */
export const receiptError = defineErrors({
  no_file: [400, 'Por favor selecciona un archivo.', 'Please choose a file.'],
  order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
  not_pending: [409, 'El pedido ya no está pendiente: no admite comprobantes.', 'The order is no longer pending: it takes no receipts.'],
  file_too_large: [413, `El archivo supera los ${maxMb} MB.`, `The file is larger than ${maxMb} MB.`],
  unsupported_type: [415, 'El archivo debe ser una imagen (JPG, PNG, WebP, HEIC, AVIF) o un PDF.', 'The file must be an image (JPG, PNG, WebP, HEIC, AVIF) or a PDF.'],
});
