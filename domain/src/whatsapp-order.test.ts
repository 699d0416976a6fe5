import { describe, expect, it } from 'vitest';
import { buildOrderMessage } from './whatsapp';
import {
  isWhatsappReference,
  makeWhatsappReference,
  WHATSAPP_REFERENCE_ALPHABET,
  whatsappOrderRequestSchema,
} from './whatsapp-order';

const customer = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'Belgrano 123',
  telefono: '387 555-1234',
  email: 'ana@example.com',
};

describe('WhatsApp order references', () => {
  it('are "W-" and four characters that cannot be read as another (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V)', () => {
    for (const c of '0O1IL5S8B2ZUV') expect(WHATSAPP_REFERENCE_ALPHABET).not.toContain(c);
    let n = 0;
    const ref = makeWhatsappReference(() => [0, 0.5, 0.99, 0.2][n++ % 4]!);
    expect(ref).toMatch(/^W-[34679ACDEFGHJKMNPQRTWXY]{4}$/);
    expect(isWhatsappReference(ref)).toBe(true);
    expect(isWhatsappReference(ref.toLowerCase())).toBe(true);
    expect(isWhatsappReference('W-4F0K')).toBe(false);
    expect(isWhatsappReference('W-4F7')).toBe(false);
  });

  it('goes in the message right under the greeting, in the message language', () => {
    const lines = [{ title: 'Pan', quantity: 1, unitPrice: 4000 }];
    const es = buildOrderMessage({ lines, customer, lang: 'es', reference: 'W-4F7K' }).split('\n');
    expect(es.slice(0, 2)).toEqual(['¡Hola! Quisiera hacer el siguiente pedido:', 'Pedido: W-4F7K']);
    const en = buildOrderMessage({ lines, customer, lang: 'en', reference: 'W-4F7K' }).split('\n');
    expect(en[1]).toBe('Order: W-4F7K');
    expect(buildOrderMessage({ lines, customer, lang: 'es' })).not.toContain('Pedido:');
  });
});

describe('whatsappOrderRequestSchema', () => {
  const base = { firstname: 'Ana', lastname: 'Pérez', phone: '387', items: [{ id: 3, quantity: 1 }] };
  it('needs no e-mail nor delivery choice, and a street address only for a delivery', () => {
    expect(whatsappOrderRequestSchema.safeParse(base).success).toBe(true);
    const zone = { zoneId: '1', date: '2031-03-13', window: 'manana' };
    expect(whatsappOrderRequestSchema.safeParse({ ...base, address: '-', delivery: zone }).success).toBe(
      false,
    );
    expect(
      whatsappOrderRequestSchema.safeParse({ ...base, address: 'Caseros 1200', delivery: zone }).success,
    ).toBe(true);
    expect(
      whatsappOrderRequestSchema.safeParse({
        ...base,
        delivery: { ...zone, zoneId: undefined, pickupPointId: '1' },
      }).success,
    ).toBe(true);
    expect(whatsappOrderRequestSchema.safeParse({ ...base, items: [] }).success).toBe(false);
  });
});
