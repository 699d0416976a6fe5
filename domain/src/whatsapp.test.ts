import { describe, expect, it } from 'vitest';
import { formatArs } from './money';
import { buildContactMessage, buildOrderMessage, orderAmountLines, paymentMethodText } from './whatsapp';
import { argentineWhatsappNumber, whatsappUrl } from './whatsapp-link';

const customer = {
  nombre: 'Ana',
  apellido: 'Pérez',
  direccion: 'Belgrano 123, Salta',
  telefono: '387 555-1234',
  email: 'ana@example.com',
};
const lines = [
  { title: 'Pan keto de semillas', quantity: 2, unitPrice: 4000 },
  { title: 'Torta de chocolate', quantity: 1, unitPrice: 25000 },
];

/** Decodes the link as WhatsApp would and returns the prefilled text (no URL global: the domain has no DOM/Node lib). */
function textOf(url: string): string {
  const match = /^https:\/\/wa\.me\/\d*\?text=([^&#]*)$/.exec(url);
  expect(match, url).not.toBeNull();
  const encoded = match?.[1] ?? '';
  // encodeURIComponent never leaves these raw; if present the text would be cut by a URL parser.
  expect(encoded).not.toMatch(/[\s&#?]/);
  return decodeURIComponent(encoded);
}

describe('whatsappUrl', () => {
  it('keeps only the digits of the phone and encodes the text', () => {
    const url = whatsappUrl('+54 9 (387) 555-1234', 'Hola, quisiera más info & 50% = ?');
    expect(url).toBe(
      `https://wa.me/5493875551234?text=${encodeURIComponent('Hola, quisiera más info & 50% = ?')}`,
    );
    expect(textOf(url)).toBe('Hola, quisiera más info & 50% = ?');
  });

  it('keeps line breaks through encoding', () => {
    expect(whatsappUrl('1', 'a\nb')).toBe('https://wa.me/1?text=a%0Ab');
  });
});

describe('buildOrderMessage', () => {
  it('writes the Spanish order with every line, the total, the customer and "Ninguna"', () => {
    const text = textOf(whatsappUrl('5493875551234', buildOrderMessage({ lines, customer, lang: 'es' })));
    const ars = (n: number) => formatArs(n, 'es');
    expect(text.split('\n')).toEqual([
      '¡Hola! Quisiera hacer el siguiente pedido:',
      '',
      `- 2 x Pan keto de semillas: ${ars(4000)} c/u = ${ars(8000)}`,
      `- 1 x Torta de chocolate: ${ars(25000)} c/u = ${ars(25000)}`,
      '',
      `Total: ${ars(33000)} (envío no incluido)`,
      '',
      'Mis datos:',
      'Nombre: Ana Pérez',
      'Dirección: Belgrano 123, Salta',
      'Teléfono: 387 555-1234',
      'Email: ana@example.com',
      'Notas: Ninguna',
    ]);
    expect(text.replace(/\u00a0/g, ' ')).toMatch(/Total: \$ ?33\.000,00/);
  });

  it('names the DNI or CUIT for the invoice when given, and leaves the line out otherwise', () => {
    expect(buildOrderMessage({ lines, customer: { ...customer, taxId: '30123456' }, lang: 'es' })).toContain(
      '\nDNI o CUIT: 30123456\nNotas:',
    );
    expect(
      buildOrderMessage({ lines, customer: { ...customer, taxId: '20301234563' }, lang: 'en' }),
    ).toContain('\nDNI or CUIT: 20301234563\nNotes:');
    expect(buildOrderMessage({ lines, customer: { ...customer, taxId: '' }, lang: 'es' })).not.toContain(
      'DNI',
    );
  });

  it('writes "Ninguna" for blank notes and the notes when given', () => {
    expect(buildOrderMessage({ lines, customer: { ...customer, notas: '   ' }, lang: 'es' })).toMatch(
      /\nNotas: Ninguna$/,
    );
    expect(
      buildOrderMessage({ lines, customer: { ...customer, notas: ' Tocar timbre 2B ' }, lang: 'es' }),
    ).toMatch(/\nNotas: Tocar timbre 2B$/);
  });

  it('writes the English order with English money and "None"', () => {
    const text = buildOrderMessage({ lines, customer, lang: 'en' });
    expect(text.replace(/\u00a0/g, ' ').split('\n')).toEqual([
      "Hi! I'd like to place the following order:",
      '',
      '- 2 x Pan keto de semillas: ARS 4,000.00 each = ARS 8,000.00',
      '- 1 x Torta de chocolate: ARS 25,000.00 each = ARS 25,000.00',
      '',
      'Total: ARS 33,000.00 (shipping not included)',
      '',
      'My details:',
      'Name: Ana Pérez',
      'Address: Belgrano 123, Salta',
      'Phone: 387 555-1234',
      'Email: ana@example.com',
      'Notes: None',
    ]);
  });

  it('flattens line breaks typed into one-line fields so they cannot forge order lines', () => {
    const text = buildOrderMessage({
      lines: [{ title: 'Pan\n- 99 x Torta', quantity: 1, unitPrice: 4000 }],
      customer: { ...customer, direccion: 'Calle 1\nTotal: $0' },
      lang: 'en',
    }).replace(/\u00a0/g, ' ');
    expect(text).toContain('- 1 x Pan - 99 x Torta: ARS 4,000.00 each = ARS 4,000.00');
    expect(text).toContain('Address: Calle 1 Total: $0');
    expect(text.split('\n').filter((line) => line.startsWith('Total:'))).toEqual([
      'Total: ARS 4,000.00 (shipping not included)',
    ]);
  });

  it('names the chosen payment method after the total, in Spanish and English', () => {
    const es = (payment: Parameters<typeof buildOrderMessage>[0]['payment']) =>
      buildOrderMessage({ lines, customer, lang: 'es', payment }).split('\n');
    const transfer = es({
      method: 'transferencia',
      bankAlias: 'PANADERIA.KETO',
      bankCbu: '0110599520000001234567',
    });
    expect(transfer[6]).toBe(
      'Forma de pago: Transferencia bancaria (alias PANADERIA.KETO, CBU 0110599520000001234567)',
    );
    expect(transfer[5]).toMatch(/^Total: /);
    expect(transfer[7]).toBe('');
    expect(es({ method: 'transferencia', bankAlias: 'PANADERIA.KETO', bankCbu: '' })).toContain(
      'Forma de pago: Transferencia bancaria (alias PANADERIA.KETO)',
    );
    expect(es({ method: 'transferencia' })).toContain('Forma de pago: Transferencia bancaria');
    expect(es({ method: 'efectivo', bankAlias: 'PANADERIA.KETO' })).toContain(
      'Forma de pago: Efectivo al recibir o retirar',
    );
    expect(es({ method: 'mercadopago' })).toContain('Forma de pago: Mercado Pago');
    const en = buildOrderMessage({
      lines,
      customer,
      lang: 'en',
      payment: { method: 'transferencia', bankAlias: 'SHOP', bankCbu: '123' },
    }).replace(/\u00a0/g, ' ');
    expect(en).toContain(
      '\nTotal: ARS 33,000.00 (shipping not included)\nPayment method: Bank transfer (alias SHOP, CBU 123)\n\nMy details:',
    );
    expect(buildOrderMessage({ lines, customer, lang: 'en', payment: { method: 'efectivo' } })).toContain(
      'Payment method: Cash on delivery or pickup',
    );
  });

  it('leaves the payment line out when no method is chosen, and keeps a forged alias on one line', () => {
    expect(buildOrderMessage({ lines, customer, lang: 'es', payment: null })).not.toContain('Forma de pago');
    expect(paymentMethodText({ method: 'transferencia', bankAlias: 'A\nTotal: $0' }, 'es')).toBe(
      'Transferencia bancaria (alias A Total: $0)',
    );
  });

  it('refuses fractional prices instead of writing a wrong total', () => {
    expect(() =>
      buildOrderMessage({ lines: [{ title: 'x', quantity: 1, unitPrice: 0.5 }], customer, lang: 'es' }),
    ).toThrow(RangeError);
  });
});

describe('buildContactMessage', () => {
  const contact = {
    name: 'Ana',
    email: 'ana@example.com',
    phone: '387 555 1234',
    message: '¿Hacen tortas para 20 personas?\nGracias',
  };

  it('holds the four values in Spanish, after decoding the link', () => {
    const text = textOf(whatsappUrl('549387', buildContactMessage(contact, 'es')));
    expect(text.split('\n')).toEqual([
      '¡Hola! Les escribo desde la web.',
      'Nombre: Ana',
      'Email: ana@example.com',
      'Teléfono: 387 555 1234',
      'Mensaje: ¿Hacen tortas para 20 personas?',
      'Gracias',
    ]);
  });

  it('holds the four values in English', () => {
    expect(buildContactMessage({ ...contact, message: 'Hi' }, 'en')).toBe(
      "Hi! I'm writing from the website.\nName: Ana\nEmail: ana@example.com\nPhone: 387 555 1234\nMessage: Hi",
    );
  });
});

describe('buildOrderMessage with a delivery choice', () => {
  it('writes the subtotal, the delivery line, the total to pay and the day', () => {
    const text = buildOrderMessage({
      lines,
      customer,
      lang: 'es',
      delivery: {
        kind: 'delivery',
        name: 'Capital',
        price: 2500,
        address: 'Belgrano 123',
        date: '2025-12-31',
        window: 'manana',
      },
    });
    expect(text).toContain(
      `Subtotal: ${formatArs(33000, 'es')}\nEnvío (Capital): ${formatArs(2500, 'es')}\nTotal: ${formatArs(35500, 'es')}\nDía de entrega: miércoles, 31 de diciembre, mañana (9 a 13 h)`,
    );
    expect(text).not.toContain('envío no incluido');
  });

  it('writes a pickup with its address as free, in English, with a discount', () => {
    const text = buildOrderMessage({
      lines,
      customer,
      lang: 'en',
      discount: { code: 'HOLA10', amount: 3300 },
      delivery: {
        kind: 'pickup',
        name: 'Shop',
        price: 0,
        address: 'Caseros 1',
        date: '2026-01-02',
        window: 'tarde',
      },
    });
    expect(text).toContain(
      `Discount (HOLA10): -${formatArs(3300, 'en')}\nPickup at Shop (Caseros 1): free\nTotal: ${formatArs(29700, 'en')}\nPickup day: Friday, January 2, afternoon (2 pm to 7 pm)`,
    );
  });
});

describe('argentineWhatsappNumber', () => {
  it('writes the ways shoppers type a mobile as 549 + area code + number', () => {
    for (const typed of [
      '387 555-3333',
      '3875553333',
      '0387 15 555 3333',
      '+54 9 387 555-3333',
      '54 387 5553333',
      '(0387) 155553333',
    ]) {
      expect(argentineWhatsappNumber(typed), typed).toBe('5493875553333');
    }
    expect(argentineWhatsappNumber('11 15 2345 6789')).toBe('5491123456789');
  });
  it('gives nothing for a number that is not ten national digits', () => {
    expect(argentineWhatsappNumber('')).toBe('');
    expect(argentineWhatsappNumber('555-3333')).toBe('');
  });
});

describe('orderAmountLines (mails and the payment page)', () => {
  const delivery = {
    kind: 'delivery' as const,
    name: 'Capital',
    price: 2500,
    address: 'Caseros 450',
    date: '2031-03-13',
    window: 'manana' as const,
  };

  it('lists subtotal, discount, delivery, total and day, in either language', () => {
    const lines = orderAmountLines(
      { subtotal: 12000, discount: 1200, coupon: 'DIEZ', total: 13300, delivery },
      'es',
    );
    expect(lines.map((l) => l.kind)).toEqual(['subtotal', 'discount', 'delivery', 'total', 'day']);
    expect(lines.map((l) => `${l.label}: ${l.value}`.replace(/\s/g, ' '))).toEqual([
      'Subtotal: $ 12.000,00',
      'Descuento (DIEZ): -$ 1.200,00',
      'Envío (Capital): $ 2.500,00',
      'Total: $ 13.300,00',
      'Día de entrega: jueves, 13 de marzo, mañana (9 a 13 h)',
    ]);
    expect(
      orderAmountLines(
        {
          subtotal: 4000,
          discount: 0,
          total: 4000,
          delivery: { ...delivery, kind: 'pickup', name: 'Local', price: 0 },
        },
        'en',
      ).map((l) => l.label),
    ).toEqual(['Subtotal', 'Pickup at Local (Caseros 450)', 'Total', 'Pickup day']);
  });

  it('keeps "Total … (sin envío)" for an order from before delivery choices', () => {
    expect(
      orderAmountLines({ subtotal: 4000, discount: 0, total: 4000, delivery: null }, 'es').map((l) =>
        `${l.label}: ${l.value}`.replace(/\s/g, ' '),
      ),
    ).toEqual(['Total: $ 4.000,00 (sin envío)']);
  });
});
