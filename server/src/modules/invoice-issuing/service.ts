/**
 * Issuing electronic invoices (docs/decisions/0021-electronic-invoices.md): an order's invoice or
 * credit note through ARCA exactly once, its PDF and mail. The invoices module owns the rows and
 * answers the owner and the shopper; this module issues, from the invoice job and its subscribers.
 *
 * Exactly once: the (order, kind) row is unique; numbering is done under a lease per point of
 * sale (one process, one call at a time), never inside a database transaction; the number asked
 * for is stored before FECAESolicitar is sent, so an attempt that died between ARCA's answer and
 * our commit is recovered with FECompConsultar instead of asking for a second document.
 * ARCA down, slow or refusing never throws into a payment: the row stays pendiente (or rechazada)
 * with the reason in Spanish, and the job or the owner tries again. Knows nothing of HTTP.
 */
import { randomUUID } from 'node:crypto';
import type { InvoiceKind } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ArcaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { enqueueMails } from '../mail/index.ts';
import { ArcaUnavailableError, type ArcaClient, type VoucherRequest } from '../../plugins/arca.ts';
import {
  invoiceReadyMail,
  type InvoiceMailFacts,
  countAttempt,
  findCreditNotes,
  ensureInvoice,
  findInvoice,
  findInvoiceById,
  findInvoiceWithCustomer,
  findLines,
  findOrder,
  planCreditNote,
  releaseLease,
  takeLease,
  updateInvoice,
  type InvoiceRow,
} from '../invoices/index.ts';
import { invoicePdf, type PdfLine } from '../../plugins/invoice-pdf.ts';
import {
  argentinaYmd,
  cbteTipoFor,
  documentLabel,
  invoiceLines,
  isoDay,
  partialCreditLines,
  receiverFor,
  voucherAmounts,
} from '../../plugins/arca-rules.ts';

export interface InvoiceIssuerDeps {
  db: Db;
  /** Undefined: invoicing is off; every call answers so without asking anyone. */
  arca: ArcaConfig | undefined;
  client: ArcaClient | undefined;
  storage: FileStorage;
  facts: InvoiceMailFacts;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Sends the mail outbox's due rows now. */
  kickMail: () => void;
}

/**
 * What a credit note is to credit (docs/decisions/0033-partial-credit-notes.md): the order's
 * refunded total so far in ARS (never more than its invoice), or 'all' of its invoice.
 */
export type CreditTarget = number | 'all';

/** Order payment states that mean the order was paid (a refund comes after a payment). */
const PAID_STATES = new Set(['pagado', 'reembolsado']);

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;

/** The invoice issuer over `deps` (see the file's header; with `deps.arca` undefined it issues nothing). */
export function createInvoiceIssuer(deps: InvoiceIssuerDeps) {
  const { db, arca, client, storage, log } = deps;
  const enabled = Boolean(arca && client);
  // Long enough for a login, a look-up, the last number and the request, each at its time limit.
  const leaseMs = (arca?.timeoutMs ?? 20_000) * 4 + 10_000;

  /** Runs `work` holding the numbering lease of the point of sale; waits for it up to a lease's length. */
  async function withLease<T>(work: () => Promise<T>): Promise<T> {
    const name = `arca:${arca!.pointOfSale}`;
    const holder = randomUUID();
    const deadline = Date.now() + leaseMs;
    while (!(await takeLease(db, name, holder, leaseMs))) {
      if (Date.now() > deadline)
        throw new ArcaUnavailableError(
          'Otro proceso está emitiendo comprobantes en este punto de venta; se vuelve a intentar.',
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      return await work();
    } finally {
      await releaseLease(db, name, holder).catch((err: unknown) =>
        log.warn({ err }, 'could not release the ARCA numbering lease'),
      );
    }
  }

  /** The request for `row`'s document numbered `number`, dated today in Argentina. */
  function buildRequest(row: InvoiceRow, number: number, cancels: InvoiceRow | undefined): VoucherRequest {
    const amounts = voucherAmounts(row.totalArs, arca!.taxCondition);
    return {
      CbteTipo: row.cbteTipo,
      PtoVta: row.pointOfSale,
      Concepto: 1,
      DocTipo: row.docTipo,
      DocNro: Number(row.docNro),
      CbteDesde: number,
      CbteHasta: number,
      CbteFch: argentinaYmd(new Date()),
      ImpTotal: amounts.ImpTotal,
      ImpTotConc: 0,
      ImpNeto: amounts.ImpNeto,
      ImpOpEx: 0,
      ImpIVA: amounts.ImpIVA,
      ImpTrib: 0,
      MonId: 'PES',
      MonCotiz: 1,
      CondicionIVAReceptorId: 5,
      ...(amounts.Iva ? { Iva: amounts.Iva } : {}),
      ...(cancels && cancels.number !== null
        ? {
            CbtesAsoc: [
              {
                Tipo: cancels.cbteTipo,
                PtoVta: cancels.pointOfSale,
                Nro: cancels.number,
                Cuit: arca!.cuit,
                CbteFch: (cancels.issueDate ?? '').replace(/-/g, ''),
              },
            ],
          }
        : {}),
    };
  }

  /** Records why ARCA could not be asked, keeps the row pendiente, and rethrows for a retry. */
  async function noteUnavailable(row: InvoiceRow, err: unknown): Promise<never> {
    const message =
      err instanceof ArcaUnavailableError
        ? err.message
        : 'Error inesperado al consultar a ARCA; se vuelve a intentar.';
    await updateInvoice(db, row.id, { observations: message });
    throw err;
  }

  /** Asks ARCA for `row`'s document under the lease; @returns the row as stored after. */
  async function askArca(rowId: number, cancels: InvoiceRow | undefined): Promise<InvoiceRow> {
    return withLease(async () => {
      let row = (await findInvoiceById(db, rowId))!;
      if (row.state === 'emitida') return row;
      await countAttempt(db, row.id);
      try {
        if (row.requestedNumber !== null) {
          // An earlier attempt asked for this number and never recorded ARCA's answer.
          const asked = row.request as VoucherRequest | null;
          const found = await client!.find(row.pointOfSale, row.cbteTipo, row.requestedNumber);
          if (
            found &&
            asked &&
            found.total === asked.ImpTotal &&
            found.docNro === asked.DocNro &&
            found.date === asked.CbteFch
          ) {
            log.info(
              { invoice: row.id, number: row.requestedNumber },
              'invoice recovered from ARCA (FECompConsultar)',
            );
            return await updateInvoice(db, row.id, {
              state: 'emitida',
              number: row.requestedNumber,
              requestedNumber: null,
              cae: found.cae,
              caeExpiry: isoDay(found.caeExpiry),
              issueDate: isoDay(found.date),
              observations: '',
            });
          }
          row = await updateInvoice(db, row.id, { requestedNumber: null });
        }
        const number = (await client!.lastNumber(row.pointOfSale, row.cbteTipo)) + 1;
        const request = buildRequest(row, number, cancels);
        row = await updateInvoice(db, row.id, { requestedNumber: number, request });
        const answer = await client!.authorize(request);
        if (answer.result === 'A') {
          return await updateInvoice(db, row.id, {
            state: 'emitida',
            number,
            requestedNumber: null,
            cae: answer.cae,
            caeExpiry: isoDay(answer.caeExpiry),
            issueDate: isoDay(request.CbteFch),
            observations: answer.messages,
          });
        }
        log.warn({ invoice: row.id, messages: answer.messages }, 'ARCA rejected an invoice');
        return await updateInvoice(db, row.id, {
          state: 'rechazada',
          requestedNumber: null,
          observations: `ARCA rechazó el comprobante:\n${answer.messages}`,
        });
      } catch (err) {
        return noteUnavailable(row, err);
      }
    });
  }

  /**
   * The lines the PDF prints (invoiceLines): products, discount, delivery, and any adjustment to
   * the total; a credit note for part of its invoice prints one line of the amount given back
   * (creditNoteLines, docs/decisions/0033-partial-credit-notes.md).
   */
  async function pdfLines(
    row: InvoiceRow,
    factura: InvoiceRow | undefined,
  ): Promise<{ lines: PdfLine[]; customerName: string }> {
    const order = (await findOrder(db, row.orderId))!;
    const customerName = `${order.firstname} ${order.lastname}`;
    if (row.kind === 'nota_credito' && factura && row.totalArs !== factura.totalArs)
      return { lines: partialCreditLines(order.number, row.totalArs), customerName };
    const products: PdfLine[] = (await findLines(db, row.orderId)).map((l) => ({
      title: l.titleEs ?? l.title,
      quantity: l.quantity,
      unitArs: l.unitPriceArs,
      totalArs: l.lineTotalArs,
    }));
    return { lines: invoiceLines(order, products), customerName };
  }

  /** Makes and stores the PDF of an issued row, and queues the shopper's mail with it, once. */
  async function finishDocument(row: InvoiceRow): Promise<InvoiceRow> {
    if (row.state !== 'emitida' || row.pdfKey) return row;
    const factura = row.kind === 'nota_credito' ? await findInvoice(db, row.orderId) : undefined;
    const { lines, customerName } = await pdfLines(row, factura);
    const bytes = await invoicePdf({
      invoice: row,
      issuer: { ...arca!.issuer, cuit: arca!.cuit, taxCondition: arca!.taxCondition },
      customerName,
      lines,
      cancels:
        factura?.number != null
          ? documentLabel(factura.cbteTipo, factura.pointOfSale, factura.number)
          : undefined,
    });
    const key = `invoices/${row.id}-${row.cbteTipo}-${row.pointOfSale}-${row.number}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    const stored = await inTransaction(db, async (tx) => {
      const updated = await updateInvoice(tx, row.id, { pdfKey: key });
      const withCustomer = (await findInvoiceWithCustomer(tx, row.id))!;
      await enqueueMails(tx, [
        { ...invoiceReadyMail(withCustomer, deps.facts), kind: 'invoice', key: `invoice:${row.id}:ready` },
      ]);
      return updated;
    });
    deps.kickMail();
    return stored;
  }

  /**
   * Asks ARCA for every credit note of `order` still pendiente (oldest first) and finishes the
   * issued ones; first plans the one `credit` calls for (docs/decisions/0033-partial-credit-notes.md):
   * a number is the order's refunded total so far (ARS), 'all' the whole invoice (a cancelled paid
   * order), undefined nothing new (the owner's retry).
   * @returns the first still pendiente, else the last one (undefined: no issued invoice to credit, or nothing credited)
   */
  async function issueCreditNotes(
    order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
    credit: CreditTarget | undefined,
  ): Promise<InvoiceRow | undefined> {
    const factura = await findInvoice(db, order.id);
    if (!factura || factura.state === 'rechazada') return undefined;
    if (factura.state !== 'emitida')
      throw new ArcaUnavailableError('La nota de crédito espera a que se emita la factura que anula.');
    if (credit !== undefined)
      await planCreditNote(
        db,
        factura,
        credit === 'all' ? factura.totalArs : credit,
        {
          cbteTipo: cbteTipoFor('nota_credito', arca!.taxCondition),
          env: arca!.env,
          pointOfSale: arca!.pointOfSale,
          // The same receiver as the invoice it credits.
          docTipo: factura.docTipo,
          docNro: factura.docNro,
        },
        (totalArs) => voucherAmounts(totalArs, arca!.taxCondition).vatArs,
      );
    let waiting: InvoiceRow | undefined;
    let last: InvoiceRow | undefined;
    for (let row of await findCreditNotes(db, order.id)) {
      if (row.state === 'pendiente') row = await askArca(row.id, factura);
      row = await finishDocument(row);
      if (row.state === 'pendiente') waiting ??= row;
      last = row;
    }
    return waiting ?? last;
  }

  /**
   * Issues order `orderId`'s invoice unless it exists, once the order is paid; or its credit notes
   * once its invoice is issued (`credit`: see issueCreditNotes). Idempotent, safe to run from
   * several processes at once.
   * @returns the row as it is after (undefined when there is nothing to issue: invoicing off, no such order, not paid, no invoice to credit)
   * @throws ArcaUnavailableError when ARCA could not be asked (the row says why; try again later)
   */
  async function issue(
    orderId: string,
    kind: InvoiceKind,
    credit?: CreditTarget,
  ): Promise<InvoiceRow | undefined> {
    if (!enabled) return undefined;
    const order = await findOrder(db, orderId);
    if (!order || !PAID_STATES.has(order.paymentStatus)) return undefined;
    if (kind === 'nota_credito') return issueCreditNotes(order, credit);
    const receiver = receiverFor(order.totalArs, order.customerTaxId);
    let row = await ensureInvoice(db, {
      orderId,
      cbteTipo: cbteTipoFor('factura', arca!.taxCondition),
      env: arca!.env,
      pointOfSale: arca!.pointOfSale,
      totalArs: order.totalArs,
      vatArs: voucherAmounts(order.totalArs, arca!.taxCondition).vatArs,
      docTipo: receiver?.docTipo ?? 99,
      docNro: receiver?.docNro ?? '0',
    });
    if (!receiver && row.state === 'pendiente') {
      return updateInvoice(db, row.id, {
        state: 'rechazada',
        observations:
          'Desde ARS 10.000.000 el comprador debe identificarse con DNI o CUIT (RG 5700/2025) y el pedido no tiene ninguno.',
      });
    }
    if (row.state === 'pendiente') row = await askArca(row.id, undefined);
    return finishDocument(row);
  }

  return { enabled, issue };
}
