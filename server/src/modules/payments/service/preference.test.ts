import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../db/schema.ts';
import { buildPreference } from './preference.ts';

const order = (values: Partial<OrderRow>): OrderRow =>
  ({
    id: '7d0c3a52-7a4e-4c8e-9d43-3f0f6f1f0a11',
    firstname: 'Ana',
    lastname: 'Pérez',
    email: 'ana@example.com',
    lang: 'es',
    deliveryKind: null,
    deliveryName: null,
    deliveryPriceArs: null,
    discountArs: 0,
    couponCode: null,
    ...values,
  }) as OrderRow;
const lines = [{ productId: 3, title: 'Pan', quantity: 2, unitPriceArs: 2000 }];

describe('buildPreference', () => {
  it('carries a paid delivery as its own line, so the items add up to the order total', () => {
    const pref = buildPreference(
      order({ deliveryKind: 'delivery', deliveryName: 'Capital', deliveryPriceArs: 2500, totalArs: 6500 }),
      lines,
      'http://localhost:3000',
      'Panadería Keto',
    );
    expect(pref.items).toEqual([
      expect.objectContaining({ id: '3', quantity: 2, unit_price: 2000 }),
      { id: 'envio', title: 'Envío: Capital', quantity: 1, unit_price: 2500, currency_id: 'ARS' },
    ]);
    expect(pref.items!.reduce((sum, i) => sum + i.unit_price * i.quantity, 0)).toBe(6500);
  });

  it('adds no line for a pickup or a free delivery', () => {
    for (const values of [
      { deliveryKind: 'pickup' as const, deliveryName: 'Local', deliveryPriceArs: 0 },
      { deliveryKind: 'delivery' as const, deliveryName: 'Norte', deliveryPriceArs: 0 },
      {},
    ]) {
      expect(
        buildPreference(order(values), lines, 'http://localhost:3000', 'Panadería Keto').items,
      ).toHaveLength(1);
    }
  });

  it('charges an order at an agreed amount (catering, decision 0032) as one item at that amount', () => {
    const pref = buildPreference(
      order({
        number: 42,
        subtotalArs: 85_000,
        totalArs: 85_000,
        deliveryKind: 'pickup',
        deliveryPriceArs: 0,
      }),
      lines,
      'http://localhost:3000',
      'Panadería Keto',
    );
    expect(pref.items).toEqual([
      expect.objectContaining({ id: 'encargo', quantity: 1, unit_price: 85_000, description: '2 x Pan' }),
    ]);
    expect(pref.items![0]!.title).toMatch(/precio acordado/);
    // A web order's lines add up to its subtotal: one item per line, as before.
    expect(buildPreference(order({ subtotalArs: 4000 }), lines, 'http://x', 'S').items![0]!.id).toBe('3');
  });
});
