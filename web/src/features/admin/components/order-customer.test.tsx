// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18n from '../../../lib/i18n.ts';
import { SHOP_QUERY_KEY } from '../../../lib/shop-info.ts';
import { renderAt } from '../../../test/render.tsx';
import { OrderCustomer } from './order-customer.tsx';

const customer = {
  firstname: 'Lucía',
  lastname: 'Gómez',
  email: 'lucia@example.com',
  phone: '0387 15 555-3333',
  address: 'Caseros 450',
  addressNotes: '',
};

function show(order: Parameters<typeof OrderCustomer>[0]['order']) {
  const view = renderAt(<OrderCustomer order={order} />);
  view.queryClient.setQueryData(SHOP_QUERY_KEY, { name: 'Panadería Keto', nameEn: 'Keto Bakery' });
  return view;
}

describe("OrderCustomer (the order page's customer)", () => {
  afterEach(cleanup);

  it("offers WhatsApp beside tel: and mailto:, greeting the customer about the order's number in the order's language", async () => {
    show({ number: 1042, lang: 'es', customer });
    const link = await screen.findByRole('link', {
      name: 'Escribir por WhatsApp a Lucía sobre el pedido N.º\u00a01042',
    });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/5493875553333?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(
      '¡Hola, Lucía! Te escribimos de Panadería Keto por tu pedido N.º\u00a01042.',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '0387 15 555-3333' }).getAttribute('href')).toBe(
      'tel:0387 15 555-3333',
    );
    expect(screen.getByRole('link', { name: 'lucia@example.com' }).getAttribute('href')).toBe(
      'mailto:lucia@example.com',
    );
  });

  it('writes to an English-speaking customer in English, even on the Spanish back office', async () => {
    show({ number: 7, lang: 'en', customer: { ...customer, firstname: 'Ann' } });
    expect(i18n.language).toBe('es');
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent(link.getAttribute('href')!.split('?text=')[1]!)).toBe(
      'Hi Ann! This is Keto Bakery, about your order No.\u00a07.',
    );
  });

  it('leaves WhatsApp out when the phone is not a mobile number', () => {
    show({ number: 7, lang: 'es', customer: { ...customer, phone: '4321' } });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('link', { name: '4321' })).toBeTruthy();
  });
});
