import { describe, expect, it } from 'vitest';
import {
  argentinaMonthRange,
  argentinaYmd,
  cbteTipoFor,
  documentLabel,
  IDENTIFICATION_THRESHOLD_ARS,
  invoiceLines,
  qrUrl,
  receiverFor,
  voucherAmounts,
} from './arca-rules.ts';

describe('invoice rules (docs/decisions/0021-electronic-invoices.md)', () => {
  it('picks Factura / Nota de crédito C for a monotributista and B for a responsable inscripto', () => {
    expect([cbteTipoFor('factura', 'monotributo'), cbteTipoFor('nota_credito', 'monotributo')]).toEqual([
      11, 13,
    ]);
    expect([
      cbteTipoFor('factura', 'responsable_inscripto'),
      cbteTipoFor('nota_credito', 'responsable_inscripto'),
    ]).toEqual([6, 8]);
    expect(documentLabel(11, 3, 42)).toBe('C 00003-00000042');
    expect(documentLabel(8, 12, 7)).toBe('B 00012-00000007');
  });

  it('sends the whole price as neto for Factura C, and breaks out the 21 % IVA it contains for Factura B, to the cent', () => {
    expect(voucherAmounts(4000, 'monotributo')).toEqual({
      ImpTotal: 4000,
      ImpNeto: 4000,
      ImpIVA: 0,
      vatArs: 0,
    });
    const b = voucherAmounts(4000, 'responsable_inscripto');
    expect(b).toMatchObject({
      ImpTotal: 4000,
      ImpNeto: 3305.79,
      ImpIVA: 694.21,
      vatArs: 694,
      Iva: [{ Id: 5, BaseImp: 3305.79, Importe: 694.21 }],
    });
    for (const total of [1, 999, 12345, 7_654_321]) {
      const { ImpNeto, ImpIVA } = voucherAmounts(total, 'responsable_inscripto');
      expect(Math.round((ImpNeto + ImpIVA) * 100)).toBe(total * 100);
    }
  });

  it("names the final consumer 99/0 below ARCA's threshold, with the DNI or CUIT when given, and requires one above it (RG 5700/2025)", () => {
    expect(receiverFor(50_000, null)).toEqual({ docTipo: 99, docNro: '0', condicionIvaReceptorId: 5 });
    expect(receiverFor(50_000, '30.123.456')).toEqual({
      docTipo: 96,
      docNro: '30123456',
      condicionIvaReceptorId: 5,
    });
    expect(receiverFor(50_000, '20-30123456-3')).toEqual({
      docTipo: 80,
      docNro: '20301234563',
      condicionIvaReceptorId: 5,
    });
    expect(receiverFor(IDENTIFICATION_THRESHOLD_ARS - 1, '')).toMatchObject({ docTipo: 99 });
    expect(receiverFor(IDENTIFICATION_THRESHOLD_ARS, '')).toBeUndefined();
    expect(receiverFor(IDENTIFICATION_THRESHOLD_ARS, '30123456')).toMatchObject({ docTipo: 96 });
  });

  it("dates documents by Argentina's calendar and cuts months at its midnight", () => {
    // 02:30 UTC on the 1st is still the 30th in Buenos Aires (UTC−3).
    expect(argentinaYmd(new Date('2026-12-01T02:30:00Z'))).toBe('20261130');
    expect(argentinaYmd(new Date('2026-12-01T03:00:00Z'))).toBe('20261201');
    expect(argentinaMonthRange('2026-12')).toEqual({
      from: new Date('2026-12-01T03:00:00Z'),
      to: new Date('2027-01-01T03:00:00Z'),
    });
  });

  it("encodes ARCA's QR link: the fixed address and the base64 JSON of its specification", () => {
    const url = qrUrl({
      fecha: '2026-11-28',
      cuit: '20111111112',
      ptoVta: 3,
      tipoCmp: 11,
      nroCmp: 42,
      importe: 4000,
      tipoDocRec: 99,
      nroDocRec: '0',
      cae: '71234567890123',
    });
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    const json = JSON.parse(Buffer.from(url.split('?p=')[1], 'base64').toString('utf8'));
    expect(json).toEqual({
      ver: 1,
      fecha: '2026-11-28',
      cuit: 20111111112,
      ptoVta: 3,
      tipoCmp: 11,
      nroCmp: 42,
      importe: 4000,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: 71234567890123,
    });
  });
});

describe('printed lines (docs/decisions/0032-catering-invoice-lines.md)', () => {
  const sum = (lines: { totalArs: number }[]) => lines.reduce((s, l) => s + l.totalArs, 0);
  const products = [
    { title: 'Pan keto', quantity: 10, unitArs: 4_000, totalArs: 40_000 },
    { title: 'Torta keto', quantity: 2, unitArs: 25_000, totalArs: 50_000 },
  ];
  const base = { discountArs: 0, couponCode: null, deliveryPriceArs: 0, deliveryName: 'Envío del encargo' };

  it('a web order prints its products, discount and delivery, which add up, and nothing more', () => {
    const lines = invoiceLines(
      { ...base, totalArs: 83_500, discountArs: 9_000, couponCode: 'HOLA10', deliveryPriceArs: 2_500 },
      products,
    );
    expect(lines.map((l) => l.title)).toEqual([
      'Pan keto',
      'Torta keto',
      'Descuento (HOLA10)',
      'Envío: Envío del encargo',
    ]);
    expect(sum(lines)).toBe(83_500);
  });

  it('a catering order at an agreed amount gets one adjustment line, up or down, so the lines add up to it', () => {
    for (const agreed of [120_000, 75_000]) {
      const lines = invoiceLines({ ...base, totalArs: agreed }, products);
      expect(lines.at(-1)).toEqual({
        title: 'Ajuste al precio acordado',
        quantity: 1,
        unitArs: agreed - 90_000,
        totalArs: agreed - 90_000,
      });
      expect(sum(lines)).toBe(agreed);
    }
  });
});
