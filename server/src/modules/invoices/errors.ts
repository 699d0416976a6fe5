/** Errors of electronic invoices a shopper or the owner can meet, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const invoiceError = defineErrors({
  invoice_not_found: [404, 'No encontramos esa factura.', 'We could not find that invoice.'],
  order_not_found: [404, 'No encontramos ese pedido.', 'We could not find that order.'],
  invoicing_off: [
    409,
    'La facturación electrónica está desactivada (faltan los datos de ARCA en la configuración).',
    'Electronic invoicing is off (ARCA is not configured).',
  ],
  order_not_paid: [
    409,
    'El pedido no está pagado: se factura cuando se paga.',
    'The order is not paid: it is invoiced once paid.',
  ],
  invoice_not_issued: [409, 'La factura todavía no fue emitida.', 'The invoice has not been issued yet.'],
});
