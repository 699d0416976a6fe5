import { describe, expect, it } from 'vitest';
import { deliveryPrice, orderTotals } from './order-totals';

describe('orderTotals', () => {
  it("adds the delivery to the products' subtotal", () => {
    expect(orderTotals({ subtotal: 10000, discount: 0, delivery: { price: 2500, freeFrom: null } })).toEqual({
      subtotal: 10000,
      discount: 0,
      delivery: 2500,
      total: 12500,
    });
  });

  it("makes delivery free from the zone's amount, looking at the subtotal after discount", () => {
    expect(
      orderTotals({ subtotal: 20000, discount: 0, delivery: { price: 2500, freeFrom: 20000 } }).delivery,
    ).toBe(0);
    // A 10 % discount takes the products below the free-from amount: delivery is charged.
    expect(
      orderTotals({ subtotal: 20000, discount: 2000, delivery: { price: 2500, freeFrom: 20000 } }),
    ).toEqual({ subtotal: 20000, discount: 2000, delivery: 2500, total: 20500 });
  });

  it('never discounts more than the products nor goes below zero', () => {
    expect(orderTotals({ subtotal: 1000, discount: 5000, delivery: 800 })).toEqual({
      subtotal: 1000,
      discount: 1000,
      delivery: 800,
      total: 800,
    });
    expect(orderTotals({ subtotal: 1000, discount: -50, delivery: null }).total).toBe(1000);
  });

  it('charges nothing for a pickup or no delivery', () => {
    expect(deliveryPrice(null, 100)).toBe(0);
    expect(deliveryPrice({ price: 0 }, 100)).toBe(0);
  });
});
