/**
 * The invoice rules apart from ARCA and the database, so they can be unit-tested
 * (docs/decisions/0021-electronic-invoices.md): document types, the amounts ARCA is sent, the
 * receiver, the date, the printed number and ARCA's QR link.
 */
import type { ArcaConfig } from '../config.ts';
import { formatOrderNumber, IDENTIFICATION_THRESHOLD_ARS, needsTaxId, type InvoiceKind } from '@shop/domain';
import type { PdfLine } from './invoice-pdf.ts';

/** ARCA's CbteTipo for a kind of document under a tax condition (Factura C 11 / NC C 13; Factura B 6 / NC B 8). */
export function cbteTipoFor(kind: InvoiceKind, taxCondition: ArcaConfig['taxCondition']): number {
  if (taxCondition === 'responsable_inscripto') return kind === 'factura' ? 6 : 8;
  return kind === 'factura' ? 11 : 13;
}

/** The letter ARCA prints for a CbteTipo. */
export function letterOf(cbteTipo: number): 'B' | 'C' {
  return cbteTipo === 6 || cbteTipo === 8 ? 'B' : 'C';
}

/** "Factura C", "Nota de crédito B"... */
export function documentName(cbteTipo: number): string {
  return `${cbteTipo === 8 || cbteTipo === 13 ? 'Nota de crédito' : 'Factura'} ${letterOf(cbteTipo)}`;
}

/** "C 00003-00000042": letter, point of sale (5 digits) and number (8 digits). */
export function documentLabel(cbteTipo: number, pointOfSale: number, number: number): string {
  return `${letterOf(cbteTipo)} ${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

/** The amounts of a document of `totalArs` (whole pesos), in pesos with two decimals as ARCA takes them. */
export interface VoucherAmounts {
  ImpTotal: number;
  ImpNeto: number;
  ImpIVA: number;
  /** Factura B only: the 21 % IVA contained in the price (Id 5). */
  Iva?: { Id: number; BaseImp: number; Importe: number }[];
  /** The IVA in whole pesos, rounded, for the shop's own records. */
  vatArs: number;
}

/** 21 % IVA is ARCA's alícuota id 5. */
const IVA_21_ID = 5;

/**
 * Splits a price into ARCA's amounts: all of it is ImpNeto for Factura C (a monotributista
 * breaks out no IVA); for Factura B the price contains 21 % IVA, so neto = total / 1.21 (rounded
 * to the cent) and IVA = total − neto, so that they add up exactly.
 */
export function voucherAmounts(totalArs: number, taxCondition: ArcaConfig['taxCondition']): VoucherAmounts {
  if (taxCondition === 'monotributo') return { ImpTotal: totalArs, ImpNeto: totalArs, ImpIVA: 0, vatArs: 0 };
  const totalCents = totalArs * 100;
  const netCents = Math.round(totalCents / 1.21);
  const vatCents = totalCents - netCents;
  const net = netCents / 100;
  const vat = vatCents / 100;
  return {
    ImpTotal: totalArs,
    ImpNeto: net,
    ImpIVA: vat,
    Iva: [{ Id: IVA_21_ID, BaseImp: net, Importe: vat }],
    vatArs: Math.round(vat),
  };
}

/** RG 5700/2025: a final consumer must be identified from this amount (ARS) on (the domain's rule, which checkout also asks by). */
export { IDENTIFICATION_THRESHOLD_ARS };

/** ARCA's receiver: its document (99/0 = consumidor final sin identificar; 96 DNI; 80 CUIT) and its IVA condition (5 = consumidor final). */
export interface Receiver {
  docTipo: number;
  docNro: string;
  condicionIvaReceptorId: number;
}

/**
 * The receiver for a sale of `totalArs` to a final consumer who gave `document` (DNI or CUIT
 * digits) or nothing. @returns undefined when the amount requires an identification that is missing.
 */
export function receiverFor(totalArs: number, document: string | null | undefined): Receiver | undefined {
  const digits = (document ?? '').replace(/\D/g, '');
  if (digits.length === 11) return { docTipo: 80, docNro: digits, condicionIvaReceptorId: 5 };
  if (digits.length >= 7 && digits.length <= 8)
    return { docTipo: 96, docNro: digits, condicionIvaReceptorId: 5 };
  if (needsTaxId(totalArs)) return undefined;
  return { docTipo: 99, docNro: '0', condicionIvaReceptorId: 5 };
}

/** The calendar day of `at` in Argentina as YYYYMMDD (ARCA's CbteFch). */
export function argentinaYmd(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return parts.replace(/-/g, '');
}

/** YYYYMMDD as YYYY-MM-DD. */
export function isoDay(ymd: string): string {
  return /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
}

/** The first instant of month "YYYY-MM" in Argentina (UTC−3, no daylight saving) and of the next month. */
export function argentinaMonthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, m - 1, 1, 3));
  const to = new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 1, 3));
  return { from, to };
}

/** What ARCA's QR code carries (its specification, version 1). */
export interface QrFacts {
  /** YYYY-MM-DD */
  fecha: string;
  cuit: string;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  tipoDocRec: number;
  nroDocRec: string;
  cae: string;
}

/**
 * The address the document's QR code encodes: https://www.afip.gob.ar/fe/qr/?p= followed by the
 * base64 of the JSON ARCA's QR specification defines (ver 1, moneda PES, ctz 1, tipoCodAut E).
 */
export function qrUrl(facts: QrFacts): string {
  const json = {
    ver: 1,
    fecha: facts.fecha,
    cuit: Number(facts.cuit),
    ptoVta: facts.ptoVta,
    tipoCmp: facts.tipoCmp,
    nroCmp: facts.nroCmp,
    importe: facts.importe,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: facts.tipoDocRec,
    nroDocRec: Number(facts.nroDocRec),
    tipoCodAut: 'E',
    codAut: Number(facts.cae),
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(json)).toString('base64')}`;
}

/** What of an order the printed lines need besides its product lines (ARS). */
export interface InvoiceOrderAmounts {
  totalArs: number;
  discountArs: number;
  couponCode: string | null;
  deliveryPriceArs: number | null;
  deliveryName: string | null;
}

/**
 * The lines an invoice prints (docs/decisions/0032-catering-invoice-lines.md): the products, the
 * discount and the delivery, and, when they do not add up to the order's total (a catering order
 * at an agreed amount, decision 0026), one "Ajuste al precio acordado" line with the difference,
 * so the printed lines always add up to the total ARCA was sent.
 */
export function invoiceLines(order: InvoiceOrderAmounts, products: readonly PdfLine[]): PdfLine[] {
  const lines = [...products];
  if (order.discountArs > 0)
    lines.push({
      title: `Descuento${order.couponCode ? ` (${order.couponCode})` : ''}`,
      quantity: 1,
      unitArs: -order.discountArs,
      totalArs: -order.discountArs,
    });
  if (order.deliveryPriceArs !== null)
    lines.push({
      title: `Envío${order.deliveryName ? `: ${order.deliveryName}` : ''}`,
      quantity: 1,
      unitArs: order.deliveryPriceArs,
      totalArs: order.deliveryPriceArs,
    });
  const difference = order.totalArs - lines.reduce((sum, l) => sum + l.totalArs, 0);
  if (difference !== 0)
    lines.push({
      title: 'Ajuste al precio acordado',
      quantity: 1,
      unitArs: difference,
      totalArs: difference,
    });
  return lines;
}

/**
 * The one line a credit note for part of its invoice prints (docs/decisions/0033-partial-credit-notes.md):
 * the money given back, not the order's products (which of them a partial refund is for is the
 * owner's business with the shopper, not recorded). `orderNumber` as the order pages print it.
 */
export function partialCreditLines(orderNumber: number, totalArs: number): PdfLine[] {
  return [
    {
      title: `Devolución parcial del pedido ${formatOrderNumber(orderNumber, 'es')}`,
      quantity: 1,
      unitArs: totalArs,
      totalArs,
    },
  ];
}
