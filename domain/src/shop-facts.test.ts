import { describe, expect, it } from 'vitest';
import { describeOpeningHours, openingHoursFromSchemaOrg, schemaOrgOpeningHours } from './opening-hours';
import {
  isValidCbu,
  placeholderFacts,
  SHOP_FACT_PLACEHOLDERS,
  shopFactsSchema,
  type ShopFacts,
} from './shop-facts';

const facts: ShopFacts = {
  name: 'Panadería Keto',
  nameEn: 'Keto Bakery',
  whatsapp: '5493874123456',
  infoEmail: 'hola@ketosalta.com.ar',
  developerEmail: 'dev@ketosalta.com.ar',
  ordersEmail: 'pedidos@ketosalta.com.ar',
  address: 'Caseros 500, Salta',
  city: 'Salta Capital',
  region: 'Salta',
  postalCode: '4400',
  instagramUrl: 'https://www.instagram.com/ketosalta',
  bankAlias: 'KETO.SALTA.PAN',
  bankCbu: '2850590940090418135201',
  bankHolder: 'Ana Pérez',
  bankCuit: '20301234563',
  bankName: 'Banco Macro',
  hours: [{ days: [1, 2, 3, 4, 5], opens: '08:00', closes: '19:00' }],
};

describe('isValidCbu', () => {
  it('accepts a CBU whose two check digits agree', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
  });
  it('refuses a wrong check digit in either block, and other lengths', () => {
    expect(isValidCbu('2850590840090418135201')).toBe(false);
    expect(isValidCbu('2850590940090418135202')).toBe(false);
    expect(isValidCbu('285059094009041813520')).toBe(false);
    expect(isValidCbu('0000000000000000000001')).toBe(false);
  });
});

describe('shopFactsSchema', () => {
  it('keeps the digits of a WhatsApp number, CBU and CUIT typed with spaces and hyphens', () => {
    const parsed = shopFactsSchema.parse({
      ...facts,
      whatsapp: '+54 9 387 412-3456',
      bankCbu: '28505909 40090418135201',
      bankCuit: '20-30123456-3',
    });
    expect(parsed).toMatchObject({
      whatsapp: '5493874123456',
      bankCbu: '2850590940090418135201',
      bankCuit: '20301234563',
    });
  });
  it('names the field that is wrong', () => {
    const result = shopFactsSchema.safeParse({
      ...facts,
      bankCbu: '2850590940090418135202',
      bankCuit: '20301234560',
      whatsapp: 'call me',
      hours: [{ days: [1], opens: '19:00', closes: '08:00' }],
    });
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      bankCbu: 'validation.cbu',
      bankCuit: 'validation.cuit',
      whatsapp: 'validation.whatsapp',
      'hours.0.closes': 'validation.hours',
    });
  });
  it('lets the bank account be blank', () => {
    expect(shopFactsSchema.parse({ ...facts, bankCbu: '', bankCuit: '', bankHolder: '' }).bankCbu).toBe('');
  });
});

describe('placeholderFacts', () => {
  it('lists the facts that still hold a stand-in or a blank bank account', () => {
    expect(placeholderFacts(facts)).toEqual([]);
    expect(
      placeholderFacts({
        ...facts,
        whatsapp: SHOP_FACT_PLACEHOLDERS.whatsapp,
        bankAlias: SHOP_FACT_PLACEHOLDERS.bankAlias,
        bankCbu: '',
      }),
    ).toEqual(['whatsapp', 'bankAlias', 'bankCbu']);
  });
});

describe('opening hours', () => {
  it('reads and writes the schema.org form', () => {
    const hours = openingHoursFromSchemaOrg(['Mo-Fr 08:00-19:00', 'Sa,Su 09:00-13:00']);
    expect(hours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '19:00' },
      { days: [0, 6], opens: '09:00', closes: '13:00' },
    ]);
    expect(schemaOrgOpeningHours(hours)).toEqual(['Mo-Fr 08:00-19:00', 'Sa-Su 09:00-13:00']);
  });
  it('states them in words in Spanish and English', () => {
    const hours = openingHoursFromSchemaOrg(['Mo-Fr 08:00-19:00', 'Sa 09:30-13:00']);
    expect(describeOpeningHours(hours, 'es')).toBe(
      'de lunes a viernes de 8 a 19\u00a0h; sábado de 9:30 a 13\u00a0h',
    );
    expect(describeOpeningHours(hours, 'en')).toBe(
      'Monday to Friday, 8\u00a0am to 7\u00a0pm; Saturday, 9:30\u00a0am to 1\u00a0pm',
    );
    expect(
      describeOpeningHours([{ days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '19:00' }], 'es'),
    ).toBe('todos los días de 9 a 19\u00a0h');
  });
});
