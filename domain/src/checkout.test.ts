import { describe, expect, it } from 'vitest';
import {
  canSendWhatsapp,
  checkoutCustomerSchema,
  checkoutCustomerSchemaFor,
  isCheckoutComplete,
} from './checkout';
import { IDENTIFICATION_THRESHOLD_ARS } from './tax-id';
import { isStreetAddress } from './validation';
import { fieldsFromZodError } from './errors';

const filled = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'Belgrano 123',
  telefono: '387 555-1234',
  email: 'ana@example.com',
};

describe('checkoutCustomerSchema', () => {
  it('accepts the five required fields and trims them; notes are optional', () => {
    const parsed = checkoutCustomerSchema.parse({ ...filled, nombre: '  Ana  ', notas: ' timbre 2 ' });
    expect(parsed).toEqual({ ...filled, notas: 'timbre 2' });
    expect(checkoutCustomerSchema.parse(filled)).toEqual(filled);
  });

  it('reports every missing or blank required field with the i18n key', () => {
    const result = checkoutCustomerSchema.safeParse({
      nombre: '   ',
      apellido: '',
      direccion: '\n\t',
      notas: '',
    });
    expect(result.success).toBe(false);
    expect(fieldsFromZodError(result.error!)).toEqual({
      nombre: 'validation.required',
      apellido: 'validation.required',
      direccion: 'validation.required',
      telefono: 'validation.required',
      email: 'validation.required',
    });
  });

  it('makes no format check on the phone', () => {
    expect(checkoutCustomerSchema.safeParse({ ...filled, telefono: 'llamar' }).success).toBe(true);
  });

  it('takes one plain e-mail address, as the web order is mailed there', () => {
    const result = checkoutCustomerSchema.safeParse({ ...filled, email: 'v1@x.com, v2@y.net' });
    expect(fieldsFromZodError(result.error!)).toEqual({ email: 'validation.email' });
    expect(checkoutCustomerSchema.parse({ ...filled, email: ' Ana@Example.com ' }).email).toBe(
      'ana@example.com',
    );
  });

  it('rejects absurdly long values', () => {
    const result = checkoutCustomerSchema.safeParse({
      ...filled,
      direccion: 'x'.repeat(201),
      notas: 'y'.repeat(401),
    });
    expect(fieldsFromZodError(result.error!)).toEqual({
      direccion: 'validation.tooLong',
      notas: 'validation.max400',
    });
  });
});

describe('isCheckoutComplete and canSendWhatsapp', () => {
  it('is complete only with all five required fields non-blank', () => {
    expect(isCheckoutComplete(filled)).toBe(true);
    expect(isCheckoutComplete({ ...filled, notas: '' })).toBe(true);
    for (const key of Object.keys(filled) as (keyof typeof filled)[]) {
      expect(isCheckoutComplete({ ...filled, [key]: '  ' })).toBe(false);
      const { [key]: _removed, ...rest } = filled;
      expect(isCheckoutComplete(rest)).toBe(false);
    }
    expect(isCheckoutComplete({})).toBe(false);
    expect(isCheckoutComplete(null)).toBe(false);
  });

  it('enables WhatsApp only when complete and the total is above 0', () => {
    expect(canSendWhatsapp(filled, 4000)).toBe(true);
    expect(canSendWhatsapp(filled, 0)).toBe(false);
    expect(canSendWhatsapp(filled, -1)).toBe(false);
    expect(canSendWhatsapp(filled, Number.NaN)).toBe(false);
    expect(canSendWhatsapp({ ...filled, email: '' }, 4000)).toBe(false);
  });

  it("asks for the DNI or CUIT from ARCA's identification threshold on (RG 5700/2025), not below", () => {
    expect(isCheckoutComplete(filled, 'delivery', IDENTIFICATION_THRESHOLD_ARS - 1)).toBe(true);
    expect(isCheckoutComplete(filled, 'delivery', IDENTIFICATION_THRESHOLD_ARS)).toBe(false);
    expect(canSendWhatsapp({ ...filled, taxId: ' ' }, IDENTIFICATION_THRESHOLD_ARS)).toBe(false);
    expect(canSendWhatsapp({ ...filled, taxId: '30.123.456' }, IDENTIFICATION_THRESHOLD_ARS)).toBe(true);
    const blank = checkoutCustomerSchemaFor('pickup', IDENTIFICATION_THRESHOLD_ARS).safeParse({
      ...filled,
      taxId: '',
    });
    expect(fieldsFromZodError(blank.error!)).toEqual({ taxId: 'validation.taxIdRequired' });
    const wrong = checkoutCustomerSchemaFor('delivery', 12_000_000).safeParse({ ...filled, taxId: '123' });
    expect(fieldsFromZodError(wrong.error!)).toEqual({ taxId: 'validation.taxId' });
    expect(
      checkoutCustomerSchemaFor('delivery', 12_000_000).parse({ ...filled, taxId: '20-30123456-3' }).taxId,
    ).toBe('20301234563');
  });
});

describe('the address: a street address for a delivery, not needed for a pickup', () => {
  const noAddress = {
    nombre: 'Ana',
    apellido: 'Pérez',
    direccion: '',
    telefono: '387',
    email: 'ana@example.com',
  };

  it('tells a street address from "-" and other junk', () => {
    for (const ok of [
      'Caseros 450',
      'Av. Belgrano 1000, 3° B',
      'Ruta 9 s/n',
      'Los Pinos sin número',
      'Güemes 12',
    ])
      expect(isStreetAddress(ok), ok).toBe(true);
    for (const bad of ['-', 'x', '123', 'Caseros', '--- 1', ''])
      expect(isStreetAddress(bad), bad).toBe(false);
  });

  it('asks a delivery for a street address, a pickup (or no choice yet) for none', () => {
    expect(isCheckoutComplete(noAddress, 'pickup')).toBe(true);
    expect(isCheckoutComplete(noAddress, null)).toBe(true);
    expect(isCheckoutComplete(noAddress, 'delivery')).toBe(false);
    expect(isCheckoutComplete({ ...noAddress, direccion: '-' }, 'delivery')).toBe(false);
    expect(isCheckoutComplete({ ...noAddress, direccion: 'Caseros 450' }, 'delivery')).toBe(true);
    expect(
      checkoutCustomerSchemaFor('delivery').safeParse({ ...noAddress, direccion: '-' }).error?.issues[0]
        ?.message,
    ).toBe('validation.streetAddress');
    // WhatsApp with no choice yet may be a delivery: it needs the address.
    expect(canSendWhatsapp(noAddress, 100, null)).toBe(false);
    expect(canSendWhatsapp(noAddress, 100, 'pickup')).toBe(true);
  });
});
