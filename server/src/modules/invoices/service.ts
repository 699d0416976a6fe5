/**
 * Electronic invoices (docs/decisions/0021-electronic-invoices.md): what the owner and the shopper
 * see of them (lists, the accountant's CSV, PDFs, a mail sent again) and the owner's "issue now"
 * and retry, which hand the order to the invoice-issuing module's issuer. Knows nothing of HTTP.
 */
import type { InvoiceIssuer } from '../invoice-issuing/index.ts';
import type { AdminInvoice, AdminInvoiceList, InvoiceKind, ShopperInvoice } from '@shop/domain';
import type { ArcaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { FileStorage, StoredFile } from '../../plugins/storage.ts';
import { enqueueMails } from '../mail/index.ts';
import { ArcaUnavailableError } from '../../plugins/arca.ts';
import { invoiceError } from './errors.ts';
import { invoiceReadyMail, type InvoiceMailFacts } from './mails.ts';
import { argentinaMonthRange, documentLabel } from '../../plugins/arca-rules.ts';
import {
  customerInvoices,
  findInvoice,
  findInvoiceById,
  findInvoiceWithCustomer,
  findOrder,
  listInvoices,
  orderInvoices,
  updateInvoice,
  type InvoiceWithCustomer,
} from './store.ts';

export interface InvoiceServiceDeps {
  db: Db;
  /** Undefined: invoicing is off; every call answers so without asking anyone. */
  arca: ArcaConfig | undefined;
  storage: FileStorage;
  facts: InvoiceMailFacts;
  /** Sends the mail outbox's due rows now. */
  kickMail: () => void;
  /** Issues an order's document (the invoice-issuing module). */
  issuer: Pick<InvoiceIssuer, 'enabled' | 'issue'>;
}

/** Order payment states that mean the order was paid (a refund comes after a payment). */
const PAID_STATES = new Set(['pagado', 'reembolsado']);

/** The owner's view of a row. */
export function toAdminInvoice(row: InvoiceWithCustomer): AdminInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    kind: row.kind,
    state: row.state,
    cbteTipo: row.cbteTipo,
    pointOfSale: row.pointOfSale,
    number: row.number,
    label: row.number === null ? null : documentLabel(row.cbteTipo, row.pointOfSale, row.number),
    issueDate: row.issueDate,
    total: row.totalArs,
    vat: row.vatArs,
    cae: row.cae,
    caeExpiry: row.caeExpiry,
    docTipo: row.docTipo,
    docNro: row.docNro,
    observations: row.observations,
    attempts: row.attempts,
    hasPdf: row.pdfKey !== null,
    credits: row.credits
      ? documentLabel(row.credits.cbteTipo, row.credits.pointOfSale, row.credits.number)
      : null,
    customerEmail: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** The invoice service over `deps` (with `deps.arca` undefined every call says invoicing is off). */
export function createInvoiceService(deps: InvoiceServiceDeps) {
  const { db, arca, storage } = deps;
  const { enabled, issue } = deps.issuer;

  /** Like `issue`, for the owner: ARCA's trouble is answered as the row's state, not thrown. */
  async function issueForOwner(orderId: string, kind: InvoiceKind): Promise<void> {
    try {
      await issue(orderId, kind);
    } catch (err) {
      if (!(err instanceof ArcaUnavailableError)) throw err;
    }
  }

  function monthRange(month: string | undefined) {
    return month ? argentinaMonthRange(month) : {};
  }

  return {
    enabled,
    issue,

    /** The owner's list for `month` (YYYY-MM, Argentina; all when not given), newest first; the current ARCA environment's only. */
    async list(month: string | undefined): Promise<AdminInvoiceList> {
      if (!enabled) return { enabled, items: [] };
      return { enabled, items: (await listInvoices(db, arca!.env, monthRange(month))).map(toAdminInvoice) };
    },

    /**
     * The accountant's CSV of `month`'s issued documents: date, type, point of sale, number,
     * document, total, CAE; a credit note also names the invoice it credits (decision 0033).
     */
    async csv(month: string | undefined): Promise<string> {
      const rows = enabled
        ? (await listInvoices(db, arca!.env, monthRange(month)))
            .filter((r) => r.state === 'emitida')
            .reverse()
        : [];
      return toCsv(
        [
          'fecha',
          'tipo',
          'punto_de_venta',
          'numero',
          'doc_tipo',
          'doc_nro',
          'total',
          'iva',
          'cae',
          'vencimiento_cae',
          'pedido',
          'comprobante_asociado',
        ],
        rows.map((r) => [
          r.issueDate,
          r.cbteTipo,
          r.pointOfSale,
          r.number,
          r.docTipo,
          r.docNro,
          r.totalArs,
          r.vatArs,
          r.cae,
          r.caeExpiry,
          r.orderId,
          r.credits ? documentLabel(r.credits.cbteTipo, r.credits.pointOfSale, r.credits.number) : '',
        ]),
      );
    },

    /** One order's documents (the order page). @throws 404 order_not_found */
    async forOrder(orderId: string): Promise<AdminInvoiceList> {
      if (!(await findOrder(db, orderId))) throw invoiceError('order_not_found');
      if (!enabled) return { enabled, items: [] };
      return { enabled, items: (await orderInvoices(db, orderId)).map(toAdminInvoice) };
    },

    /**
     * The owner's "Emitir factura": issues (or tries again) the order's invoice now.
     * @returns the order's documents after. @throws 404 order_not_found, 409 invoicing_off, 409 order_not_paid
     */
    async issueNow(orderId: string): Promise<AdminInvoiceList> {
      if (!enabled) throw invoiceError('invoicing_off');
      const order = await findOrder(db, orderId);
      if (!order) throw invoiceError('order_not_found');
      if (!PAID_STATES.has(order.paymentStatus)) throw invoiceError('order_not_paid');
      const existing = await findInvoice(db, orderId);
      if (existing?.state === 'rechazada') await updateInvoice(db, existing.id, { state: 'pendiente' });
      await issueForOwner(orderId, 'factura');
      return { enabled, items: (await orderInvoices(db, orderId)).map(toAdminInvoice) };
    },

    /** The owner's retry of document `id` (pendiente or rechazada). @throws 404 invoice_not_found, 409 invoicing_off */
    async retry(id: number): Promise<AdminInvoice> {
      if (!enabled) throw invoiceError('invoicing_off');
      const row = await findInvoiceById(db, id);
      if (!row) throw invoiceError('invoice_not_found');
      if (row.state === 'rechazada') await updateInvoice(db, row.id, { state: 'pendiente' });
      await issueForOwner(row.orderId, row.kind);
      return toAdminInvoice((await findInvoiceWithCustomer(db, id))!);
    },

    /** Mails the issued document `id` to its shopper again. @throws 404 invoice_not_found, 409 invoice_not_issued */
    async resend(id: number): Promise<AdminInvoice> {
      const row = await findInvoiceWithCustomer(db, id);
      if (!row) throw invoiceError('invoice_not_found');
      if (row.state !== 'emitida' || !row.pdfKey) throw invoiceError('invoice_not_issued');
      await enqueueMails(db, [{ ...invoiceReadyMail(row, deps.facts), kind: 'invoice' }]);
      deps.kickMail();
      return toAdminInvoice(row);
    },

    /** The shopper's issued documents of the current ARCA environment, newest first. */
    async mine(userId: string): Promise<ShopperInvoice[]> {
      if (!enabled) return [];
      return (await customerInvoices(db, userId, arca!.env)).map((r) => ({
        id: r.id,
        orderId: r.orderId,
        kind: r.kind,
        label: documentLabel(r.cbteTipo, r.pointOfSale, r.number ?? 0),
        issueDate: r.issueDate ?? '',
        total: r.totalArs,
      }));
    },

    /**
     * The PDF of document `id`: any for the owner (`userId` undefined), only their own issued ones
     * for a shopper (another's is "not found", so ids reveal nothing).
     * @throws 404 invoice_not_found
     */
    async pdf(id: number, userId: string | undefined): Promise<{ file: StoredFile; filename: string }> {
      const row = await findInvoiceWithCustomer(db, id);
      if (!row || row.state !== 'emitida' || !row.pdfKey || (userId !== undefined && row.userId !== userId))
        throw invoiceError('invoice_not_found');
      const file = await storage.get(row.pdfKey);
      if (!file) throw invoiceError('invoice_not_found');
      const label = documentLabel(row.cbteTipo, row.pointOfSale, row.number ?? 0).replace(/\s+/g, '-');
      return { file, filename: `${row.kind === 'factura' ? 'factura' : 'nota-de-credito'}-${label}.pdf` };
    },
  };
}
