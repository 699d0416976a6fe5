import { describe, expect, it } from 'vitest';
import { ga4Event, metaEvent } from './mapping.ts';
import type { TrackedOrder } from './events.ts';

// Two products (one at a deal price), a 10 % coupon and a paid delivery:
// 2 × 4000 + 1 × 3000 = 11000, less 1100, plus 1500 = 11400.
const ORDER: TrackedOrder = {
  id: '0b8f1c1e-7d4e-4a39-9d8e-2a8f4f0c1a11',
  subtotal: 11000,
  discount: 1100,
  coupon: 'BIENVENIDA10',
  delivery: {
    kind: 'delivery',
    name: 'Centro',
    price: 1500,
    address: 'Av. Belgrano 1000',
    date: '2026-12-01',
    window: 'manana',
  },
  total: 11400,
  items: [
    { productId: 'p1', title: 'Pan keto de semillas', quantity: 2, unitPrice: 4000, lineTotal: 8000 },
    { productId: 'p2', title: 'Cookies de almendra', quantity: 1, unitPrice: 3000, lineTotal: 3000 },
  ],
};

describe('ga4Event', () => {
  it('a purchase carries the order id, the total paid in ARS, the delivery, the coupon and the lines', () => {
    expect(ga4Event({ name: 'purchase', order: ORDER })).toEqual([
      'purchase',
      {
        transaction_id: ORDER.id,
        value: 11400,
        currency: 'ARS',
        shipping: 1500,
        coupon: 'BIENVENIDA10',
        items: [
          { item_id: 'p1', item_name: 'Pan keto de semillas', price: 4000, quantity: 2 },
          { item_id: 'p2', item_name: 'Cookies de almendra', price: 3000, quantity: 1 },
        ],
      },
    ]);
  });

  it('a purchase without coupon or delivery has no coupon and no shipping cost', () => {
    const [, params] = ga4Event({
      name: 'purchase',
      order: { ...ORDER, discount: 0, coupon: null, delivery: null, total: 11000 },
    });
    expect(params).toMatchObject({ value: 11000, shipping: 0 });
    expect(params).not.toHaveProperty('coupon');
  });

  it('add_to_cart values the units added at the price paid, with the deal discount per unit', () => {
    const item = {
      id: 'p1',
      title: 'Pan keto',
      price: 3600,
      originalPrice: 4000,
      category: 'salados',
      quantity: 5,
    };
    expect(ga4Event({ name: 'add_to_cart', item, quantity: 2 })).toEqual([
      'add_to_cart',
      {
        currency: 'ARS',
        value: 7200,
        items: [
          {
            item_id: 'p1',
            item_name: 'Pan keto',
            price: 3600,
            quantity: 2,
            item_category: 'salados',
            discount: 400,
          },
        ],
      },
    ]);
  });

  it('view_item_list names the list and numbers the products; begin_checkout and add_payment_info value the cart', () => {
    const lines = [
      { id: 'p1', title: 'Pan', price: 4000, quantity: 2, type: 'salados' },
      { id: 'p2', title: 'Cookies', price: 3000, quantity: 1, type: 'dulces' },
    ];
    const [, list] = ga4Event({ name: 'view_item_list', list: 'home_products', items: lines });
    expect(list).toMatchObject({ item_list_id: 'home_products', item_list_name: 'home_products' });
    expect((list.items as { index: number }[]).map((i) => i.index)).toEqual([0, 1]);
    expect(ga4Event({ name: 'begin_checkout', items: lines })[1]).toMatchObject({
      currency: 'ARS',
      value: 11000,
    });
    expect(
      ga4Event({ name: 'add_payment_info', paymentType: 'transferencia', items: lines })[1],
    ).toMatchObject({
      currency: 'ARS',
      value: 11000,
      payment_type: 'transferencia',
    });
  });
});

describe('metaEvent', () => {
  it('Purchase carries value, currency and content ids, with the order id as eventID', () => {
    expect(metaEvent({ name: 'purchase', order: ORDER })).toEqual([
      'Purchase',
      {
        content_ids: ['p1', 'p2'],
        content_type: 'product',
        contents: [
          { id: 'p1', quantity: 2, item_price: 4000 },
          { id: 'p2', quantity: 1, item_price: 3000 },
        ],
        num_items: 3,
        value: 11400,
        currency: 'ARS',
      },
      { eventID: ORDER.id },
    ]);
  });

  it('maps view_item, add_to_cart and begin_checkout to ViewContent, AddToCart and InitiateCheckout', () => {
    const item = { id: 'p1', title: 'Pan', price: 4000 };
    expect(metaEvent({ name: 'view_item', item })).toEqual([
      'ViewContent',
      expect.objectContaining({ content_ids: ['p1'], value: 4000, currency: 'ARS' }),
    ]);
    expect(metaEvent({ name: 'add_to_cart', item, quantity: 3 })).toEqual([
      'AddToCart',
      expect.objectContaining({ content_ids: ['p1'], value: 12000, currency: 'ARS', num_items: 3 }),
    ]);
    expect(metaEvent({ name: 'begin_checkout', items: [{ ...item, quantity: 2 }] })).toEqual([
      'InitiateCheckout',
      expect.objectContaining({ content_ids: ['p1'], value: 8000, currency: 'ARS' }),
    ]);
  });

  it('has no event for lists and payment choices (outside the standard set the shop sends)', () => {
    expect(metaEvent({ name: 'view_item_list', list: 'home', items: [] })).toBeNull();
    expect(metaEvent({ name: 'add_payment_info', paymentType: 'efectivo', items: [] })).toBeNull();
  });
});
