import { describe, expect, it } from 'vitest';
import { deliveryPrice, orderTotals } from './order-totals';

const bread = (quantity: number) => ({ unitPrice: 5000, quantity });

describe('orderTotals', () => {
  it("adds the delivery to the products' subtotal", () => {
    expect(orderTotals({ lines: [bread(2)], delivery: { price: 2500, freeFrom: null } })).toEqual({
      subtotal: 10000,
      discount: 0,
      coupon: null,
      afterDiscount: 10000,
      delivery: 2500,
      total: 12500,
    });
  });

  it("reads a cart line's price and a priced line's unitPrice alike", () => {
    const cart = orderTotals({ lines: [{ price: 4000, quantity: 2 }, bread(1)] });
    expect(cart.subtotal).toBe(13000);
    expect(cart.total).toBe(13000);
  });

  it("makes delivery free from the zone's amount, looking at the subtotal after discount", () => {
    expect(orderTotals({ lines: [bread(4)], delivery: { price: 2500, freeFrom: 20000 } }).delivery).toBe(0);
    // A 10 % discount takes the products below the free-from amount: delivery is charged.
    expect(
      orderTotals({
        lines: [bread(4)],
        coupon: { code: 'BIENVENIDA10', discount: 2000 },
        delivery: { price: 2500, freeFrom: 20000 },
      }),
    ).toEqual({
      subtotal: 20000,
      discount: 2000,
      coupon: 'BIENVENIDA10',
      afterDiscount: 18000,
      delivery: 2500,
      total: 20500,
    });
  });

  it('takes a delivery price already settled as it is', () => {
    expect(orderTotals({ lines: [bread(1)], delivery: 800 }).total).toBe(5800);
    expect(orderTotals({ lines: [bread(1)], delivery: 0 }).total).toBe(5000);
  });

  it('never discounts more than the products nor goes below zero', () => {
    expect(
      orderTotals({
        lines: [{ unitPrice: 1000, quantity: 1 }],
        coupon: { code: 'X', discount: 5000 },
        delivery: 800,
      }),
    ).toEqual({ subtotal: 1000, discount: 1000, coupon: 'X', afterDiscount: 0, delivery: 800, total: 800 });
    expect(orderTotals({ lines: [bread(1)], coupon: { code: 'X', discount: -50 } }).total).toBe(5000);
  });

  it('is all zeros for no lines, and refuses a price that is not whole pesos', () => {
    expect(orderTotals({ lines: [], delivery: null })).toMatchObject({ subtotal: 0, total: 0 });
    expect(() => orderTotals({ lines: [{ unitPrice: 10.5, quantity: 1 }] })).toThrow(RangeError);
  });

  it('charges nothing for a pickup or no delivery', () => {
    expect(deliveryPrice(null, 100)).toBe(0);
    expect(deliveryPrice({ price: 0 }, 100)).toBe(0);
    expect(orderTotals({ lines: [bread(1)], delivery: null }).delivery).toBe(0);
  });
});
