/**
 * The invoice as a PDF (pdfkit, with ARCA's QR code drawn by qrcode): what ARCA requires a
 * printed electronic document to show — the issuer (name, address, CUIT, IIBB, start of
 * activities, tax condition), document letter and type, point of sale and number, date, the
 * receiver, one line per product and one for delivery, the total, the CAE and its expiry, and the
 * QR code of ARCA's specification; for a responsable inscripto, the IVA contained and the legend of
 * Ley 27.743. Always in Spanish: it is a tax document.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ArcaConfig } from '../config.ts';
import { documentLabel, documentName, isoDay, letterOf, qrUrl, voucherAmounts } from './arca-rules.ts';
import type { InvoiceRow } from '../db/schema.ts';

/** One printed line: what, how many, the unit price and the line's amount (ARS). */
export interface PdfLine {
  title: string;
  quantity: number;
  unitArs: number;
  totalArs: number;
}

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  issuer: ArcaConfig['issuer'] & { cuit: string; taxCondition: ArcaConfig['taxCondition'] };
  customerName: string;
  lines: PdfLine[];
  /** For a credit note: the label of the invoice it cancels. */
  cancels?: string;
}

const money = (ars: number) =>
  `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ars)}`;
const dmy = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;
const cuitText = (cuit: string) =>
  cuit.length === 11 ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;
const DOC_NAMES: Record<number, string> = { 80: 'CUIT', 96: 'DNI', 99: 'Consumidor final' };

/** The PDF of an issued invoice or credit note. @throws Error when `invoice` has no number or CAE. */
export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, issuer } = input;
  if (invoice.number === null || !invoice.cae) throw new Error(`invoice ${invoice.id} is not issued`);
  const issueDate = invoice.issueDate ?? '';
  const qr = await QRCode.toBuffer(
    qrUrl({
      fecha: issueDate,
      cuit: issuer.cuit,
      ptoVta: invoice.pointOfSale,
      tipoCmp: invoice.cbteTipo,
      nroCmp: invoice.number,
      importe: invoice.totalArs,
      tipoDocRec: invoice.docTipo,
      nroDocRec: invoice.docNro,
      cae: invoice.cae,
    }),
    { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 },
  );

  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${documentName(invoice.cbteTipo)} ${documentLabel(invoice.cbteTipo, invoice.pointOfSale, invoice.number)}`,
      Author: issuer.businessName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  doc.rect(left, 40, width, 108).stroke();
  // The letter in its box at the top centre, with its code, as ARCA asks.
  doc.rect(left + width / 2 - 25, 40, 50, 46).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(letterOf(invoice.cbteTipo), left + width / 2 - 25, 46, { width: 50, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`COD. ${String(invoice.cbteTipo).padStart(3, '0')}`, left + width / 2 - 25, 76, {
      width: 50,
      align: 'center',
    });

  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(issuer.businessName, left + 10, 50, { width: width / 2 - 45 });
  doc.font('Helvetica').fontSize(9);
  doc.text(issuer.address, { width: width / 2 - 45 });
  doc.text(
    `Condición frente al IVA: ${issuer.taxCondition === 'monotributo' ? 'Responsable Monotributo' : 'IVA Responsable Inscripto'}`,
    { width: width / 2 - 45 },
  );

  const right = left + width / 2 + 35;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(documentName(invoice.cbteTipo).toUpperCase(), right, 50, { width: width / 2 - 45 });
  doc.font('Helvetica').fontSize(9);
  doc.text(
    `Punto de venta: ${String(invoice.pointOfSale).padStart(5, '0')}   Comp. Nro: ${String(invoice.number).padStart(8, '0')}`,
    { width: width / 2 - 45 },
  );
  doc.text(`Fecha de emisión: ${dmy(issueDate)}`);
  doc.text(`CUIT: ${cuitText(issuer.cuit)}`);
  doc.text(`Ingresos Brutos: ${issuer.iibb}`);
  doc.text(`Inicio de actividades: ${dmy(issuer.activityStart)}`);

  let y = 162;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Cliente:', left, y, { continued: true })
    .font('Helvetica')
    .text(` ${input.customerName}`);
  doc
    .font('Helvetica-Bold')
    .text('Documento:', { continued: true })
    .font('Helvetica')
    .text(
      ` ${DOC_NAMES[invoice.docTipo] ?? invoice.docTipo}${invoice.docTipo === 99 ? '' : ` ${invoice.docNro}`}`,
    );
  doc
    .font('Helvetica-Bold')
    .text('Condición frente al IVA:', { continued: true })
    .font('Helvetica')
    .text(' Consumidor Final');
  if (input.cancels)
    doc
      .font('Helvetica-Bold')
      .text('Comprobante asociado:', { continued: true })
      .font('Helvetica')
      .text(` Factura ${input.cancels}`);

  y = doc.y + 12;
  const cols = [left, left + 300, left + 360, left + 440];
  doc
    .rect(left, y - 4, width, 18)
    .fillAndStroke('#eeeeee', '#999999')
    .fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Producto / servicio', cols[0] + 4, y, { width: 290 });
  doc.text('Cant.', cols[1], y, { width: 55, align: 'right' });
  doc.text('Precio unit.', cols[2], y, { width: 75, align: 'right' });
  doc.text('Subtotal', cols[3], y, { width: width - 444, align: 'right' });
  y += 20;
  doc.font('Helvetica').fontSize(9);
  for (const line of input.lines) {
    doc.text(line.title, cols[0] + 4, y, { width: 290 });
    const h = doc.y - y;
    doc.text(String(line.quantity), cols[1], y, { width: 55, align: 'right' });
    doc.text(money(line.unitArs), cols[2], y, { width: 75, align: 'right' });
    doc.text(money(line.totalArs), cols[3], y, { width: width - 444, align: 'right' });
    y += Math.max(h, 12) + 4;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Importe total: ${money(invoice.totalArs)}`, left, y, { width, align: 'right' });
  y = doc.y + 4;
  if (letterOf(invoice.cbteTipo) === 'B') {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', left, y, { width, align: 'right' });
    // To the cent, as ARCA was told (the row keeps whole pesos for the shop's own lists).
    doc.text(`IVA contenido: ${money(voucherAmounts(invoice.totalArs, 'responsable_inscripto').ImpIVA)}`, {
      width,
      align: 'right',
    });
    y = doc.y + 4;
  }

  y += 16;
  doc.image(qr, left, y, { width: 100 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`CAE N°: ${invoice.cae}`, left + 120, y + 20);
  doc.text(`Fecha de vto. de CAE: ${dmy(isoDay(invoice.caeExpiry ?? ''))}`, left + 120, doc.y + 2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Comprobante autorizado por ARCA. Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.',
      left + 120,
      doc.y + 8,
      { width: width - 120 },
    );
  doc.end();
  return done;
}
