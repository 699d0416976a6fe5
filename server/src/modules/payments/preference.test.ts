import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema.ts';
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
  it('carries a paid delivery as its own line, so the items add up to the order total (issue 14)', () => {
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
});
