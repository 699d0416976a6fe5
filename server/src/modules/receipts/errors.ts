/**
 * The errors of POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md), with Spanish and
 * English messages. The browser shows "Error al subir el comprobante." followed by
 * these messages, so each says what went wrong and what the shopper can do.
 */
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { defineErrors } from '../../lib/error-table.ts';
import type { Lang } from '../../lib/lang.ts';

/** The receipt caps of the configuration (RECEIPTS_MAX_PER_ORDER, RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY). */
export interface ReceiptLimits {
  maxPerOrder: number;
  maxBytesPerCustomerPerDay: number;
}

/** "50 MB", "1,5 MB", "900 KB": a byte count as a shopper reads it, in `lang`. */
export function describeBytes(bytes: number, lang: Lang): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'MB'] : [Math.max(1, Math.round(bytes / 1024)), 'KB'];
  return `${new Intl.NumberFormat(lang === 'en' ? 'en' : 'es-AR', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

const maxMb = RECEIPT_MAX_BYTES / (1024 * 1024);

/**
 * `(code) => ShopError` for the receipt route, its cap messages naming the configured
 * `limits`.
 */
export function createReceiptErrors(limits: ReceiptLimits) {
  const { maxPerOrder } = limits;
  const dayEs = describeBytes(limits.maxBytesPerCustomerPerDay, 'es');
  const dayEn = describeBytes(limits.maxBytesPerCustomerPerDay, 'en');
  return defineErrors({
    no_file: [400, 'Por favor seleccioná un archivo.', 'Please choose a file.'],
    malformed_upload: [
      400,
      'El archivo llegó incompleto o dañado. Probá subirlo de nuevo.',
      'The file arrived incomplete or damaged. Please upload it again.',
    ],
    order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
    not_pending: [
      409,
      'El pedido ya no está pendiente: no admite comprobantes.',
      'The order is no longer pending: it takes no receipts.',
    ],
    already_paid: [
      409,
      'El pedido ya figura pagado: no hace falta un comprobante.',
      'The order is already paid: it needs no receipt.',
    ],
    too_many_receipts: [
      409,
      `Este pedido ya tiene ${maxPerOrder} comprobantes, el máximo. Si necesitás corregir uno, escribinos.`,
      `This order already has ${maxPerOrder} receipts, the most it takes. If you need to correct one, write to us.`,
    ],
    file_too_large: [413, `El archivo supera los ${maxMb} MB.`, `The file is larger than ${maxMb} MB.`],
    unsupported_type: [
      415,
      'El archivo debe ser una imagen (JPG, PNG, WebP, HEIC, AVIF) o un PDF.',
      'The file must be an image (JPG, PNG, WebP, HEIC, AVIF) or a PDF.',
    ],
    receipts_daily_limit: [
      429,
      `Con este archivo superarías el máximo de ${dayEs} en comprobantes por día. Probá con un archivo más liviano o subilo mañana.`,
      `This file would take you over the limit of ${dayEn} of receipts per day. Try a smaller file or upload it tomorrow.`,
    ],
  });
}

export type ReceiptErrors = ReturnType<typeof createReceiptErrors>;
