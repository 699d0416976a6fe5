import { describe, expect, it } from 'vitest';
import { customerWhatsappUrl } from './customer-whatsapp';

const text = (url: string) => decodeURIComponent(url.split('?text=')[1] ?? '');

describe('customerWhatsappUrl (the owner writes to a customer about an order)', () => {
  it("opens the customer's mobile with a greeting, the shop and the order's number, in the order's language", () => {
    const es = customerWhatsappUrl({
      phone: '0387 15 555-3333',
      firstname: 'Lucía',
      number: 1042,
      lang: 'es',
      shopName: 'Panadería Keto',
    });
    expect(es.startsWith('https://wa.me/5493875553333?text=')).toBe(true);
    expect(text(es)).toBe('¡Hola, Lucía! Te escribimos de Panadería Keto por tu pedido N.º\u00a01042.');
    const en = customerWhatsappUrl({
      phone: '+54 9 387 555 3333',
      firstname: 'Ann',
      number: 1042,
      lang: 'en',
      shopName: 'Keto Bakery',
    });
    expect(text(en)).toBe('Hi Ann! This is Keto Bakery, about your order No.\u00a01042.');
  });

  it('gives no link for a phone wa.me cannot open', () => {
    expect(
      customerWhatsappUrl({ phone: '387', firstname: 'Ana', number: 1, lang: 'es', shopName: 'X' }),
    ).toBe('');
  });
});
