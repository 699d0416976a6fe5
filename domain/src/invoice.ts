import { z } from 'zod';

/*
 * Electronic invoices through ARCA (docs/decisions/0021-electronic-invoices.md): one invoice per
 * paid order, a credit note for each refund of it, in full or in part, and for the rest of a
 * cancelled one (docs/decisions/0033-partial-credit-notes.md).
 */

/** factura, or a nota de crédito that credits all or part of it. */
export const INVOICE_KINDS = ['factura', 'nota_credito'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** pendiente: not authorised yet (ARCA down or asked again later); emitida: has its CAE; rechazada: ARCA refused it. */
export const INVOICE_STATES = ['pendiente', 'emitida', 'rechazada'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** A month as YYYY-MM (Argentina), for the owner's list and export. */
export const invoiceMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

/** An invoice as the owner's pages show it. */
export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  /** The order's short number (formatOrderNumber). */
  orderNumber: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  state: z.enum(INVOICE_STATES),
  /** ARCA's document type: 11 Factura C, 13 Nota de crédito C, 6 Factura B, 8 Nota de crédito B. */
  cbteTipo: z.number().int(),
  pointOfSale: z.number().int(),
  /** ARCA's number; null until authorised. */
  number: z.number().int().nullable(),
  /** "C 00001-00000042" once numbered. */
  label: z.string().nullable(),
  /** YYYY-MM-DD, Argentina; null until authorised. */
  issueDate: z.string().nullable(),
  total: z.number().int(),
  vat: z.number().int(),
  cae: z.string().nullable(),
  caeExpiry: z.string().nullable(),
  docTipo: z.number().int(),
  docNro: z.string(),
  /** ARCA's observations, or why it could not be asked (Spanish). */
  observations: z.string(),
  attempts: z.number().int(),
  hasPdf: z.boolean(),
  /** A credit note's: the label of the invoice it credits (CbtesAsoc); null for an invoice. */
  credits: z.string().nullable(),
  customerEmail: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** The owner's invoices page: whether invoicing is configured, and the month's documents. */
export const adminInvoiceListSchema = z.object({ enabled: z.boolean(), items: z.array(adminInvoiceSchema) });
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;

/** An invoice as its shopper sees it (My orders): only issued ones, with a PDF. */
export const shopperInvoiceSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  label: z.string(),
  issueDate: z.string(),
  total: z.number().int(),
});
export type ShopperInvoice = z.infer<typeof shopperInvoiceSchema>;
