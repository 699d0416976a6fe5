import { describe, expect, it } from 'vitest';
import {
  adminCouponSchema,
  argentinaDate,
  checkCoupon,
  couponCodeSchema,
  couponDiscount,
  looksLikeCouponCode,
  type CouponContext,
  type CouponRules,
} from './coupon';
import { orderTotals } from './order-totals';
import { buildOrderMessage } from './whatsapp';

const base: CouponRules = {
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  validFrom: null,
  validTo: null,
  maxUses: null,
  uses: 0,
  oncePerCustomer: true,
  firstOrderOnly: false,
  active: true,
};
const ctx: CouponContext = {
  subtotal: 10_000,
  now: new Date('2026-03-10T15:00:00Z'),
  isFirstOrder: true,
  usedByCustomer: false,
};

describe('couponDiscount', () => {
  it('rounds a percent to the nearest whole peso', () => {
    expect(couponDiscount({ kind: 'percent', value: 10 }, 4005)).toBe(401); // 400.5 rounds up
    expect(couponDiscount({ kind: 'percent', value: 10 }, 4004)).toBe(400); // 400.4 rounds down
    expect(couponDiscount({ kind: 'percent', value: 15 }, 3333)).toBe(500); // 499.95
    expect(couponDiscount({ kind: 'percent', value: 100 }, 2500)).toBe(2500);
  });

  it('never takes more than the subtotal with a fixed amount larger than it', () => {
    expect(couponDiscount({ kind: 'fixed', value: 5000 }, 3000)).toBe(3000);
    expect(couponDiscount({ kind: 'fixed', value: 1500 }, 3000)).toBe(1500);
    expect(
      orderTotals({
        lines: [{ unitPrice: 3000, quantity: 1 }],
        coupon: { code: 'FIJO5000', discount: couponDiscount({ kind: 'fixed', value: 5000 }, 3000) },
        delivery: 0,
      }).total,
    ).toBe(0);
  });
});

describe('checkCoupon', () => {
  it('gives the discount when every rule is met', () => {
    expect(checkCoupon(base, ctx)).toEqual({ ok: true, discount: 1000 });
  });

  it('names the reason a code does not apply', () => {
    expect(checkCoupon(null, ctx)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkCoupon({ ...base, active: false }, ctx)).toEqual({ ok: false, reason: 'inactive' });
    expect(checkCoupon({ ...base, maxUses: 3, uses: 3 }, ctx)).toEqual({ ok: false, reason: 'used_up' });
    expect(checkCoupon({ ...base, maxUses: 3, uses: 2 }, ctx).ok).toBe(true);
    expect(checkCoupon({ ...base, firstOrderOnly: true }, { ...ctx, isFirstOrder: false })).toEqual({
      ok: false,
      reason: 'not_first_order',
    });
    expect(checkCoupon(base, { ...ctx, usedByCustomer: true })).toEqual({
      ok: false,
      reason: 'already_used',
    });
    expect(checkCoupon({ ...base, oncePerCustomer: false }, { ...ctx, usedByCustomer: true }).ok).toBe(true);
  });

  it('applies the minimum subtotal inclusively', () => {
    expect(checkCoupon({ ...base, minSubtotal: 10_000 }, ctx).ok).toBe(true);
    expect(checkCoupon({ ...base, minSubtotal: 10_001 }, ctx)).toEqual({
      ok: false,
      reason: 'below_minimum',
    });
  });

  it('starts at 00:00 and ends at 24:00 Argentina time (-03:00), not UTC', () => {
    const coupon = { ...base, validFrom: '2026-03-01', validTo: '2026-03-31' };
    // 2026-03-01 02:59 UTC is still 28 February 23:59 in Argentina.
    expect(checkCoupon(coupon, { ...ctx, now: new Date('2026-03-01T02:59:59Z') })).toEqual({
      ok: false,
      reason: 'not_started',
    });
    expect(checkCoupon(coupon, { ...ctx, now: new Date('2026-03-01T03:00:00Z') }).ok).toBe(true);
    // 2026-04-01 02:59 UTC is still 31 March in Argentina; 03:00 UTC is 1 April.
    expect(checkCoupon(coupon, { ...ctx, now: new Date('2026-04-01T02:59:59Z') }).ok).toBe(true);
    expect(checkCoupon(coupon, { ...ctx, now: new Date('2026-04-01T03:00:00Z') })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('reads the Argentina day across a year end', () => {
    expect(argentinaDate(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(argentinaDate(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});

describe('codes', () => {
  it('accepts codes in any case and refuses odd characters', () => {
    expect(couponCodeSchema.parse('  bienvenida-7k2q ')).toBe('BIENVENIDA-7K2Q');
    for (const bad of [
      'AB',
      'DESC UENTO',
      'PROMO;DROP',
      'ÑANDÚ10',
      '-PROMO',
      'PROMO-',
      '<script>',
      'X'.repeat(33),
    ]) {
      expect(couponCodeSchema.safeParse(bad).success, bad).toBe(false);
      expect(looksLikeCouponCode(bad), bad).toBe(false);
    }
    expect(looksLikeCouponCode('promo10')).toBe(true);
  });
});

describe('adminCouponSchema', () => {
  const valid = {
    code: 'otono10',
    kind: 'percent',
    value: 10,
    validFrom: '2026-03-01',
    validTo: '2026-03-31',
    maxUses: 100,
  };

  it('fills the defaults and upper-cases the code', () => {
    expect(adminCouponSchema.parse(valid)).toMatchObject({
      code: 'OTONO10',
      minSubtotal: 0,
      oncePerCustomer: true,
      firstOrderOnly: false,
      active: true,
    });
  });

  it('refuses negative or absurd amounts, percents over 100, impossible dates and reversed ranges', () => {
    const fails = (patch: Record<string, unknown>) => {
      const result = adminCouponSchema.safeParse({ ...valid, ...patch });
      expect(result.success, JSON.stringify(patch)).toBe(false);
      return result.error!.issues[0]!;
    };
    expect(fails({ value: -5 }).message).toBe('validation.couponAmount');
    expect(fails({ value: 0 }).message).toBe('validation.couponAmount');
    expect(fails({ value: 10.5 }).message).toBe('validation.couponAmount');
    expect(fails({ value: 150 }).message).toBe('validation.couponPercent');
    expect(fails({ kind: 'fixed', value: 1e12 }).message).toBe('validation.couponAmount');
    expect(fails({ minSubtotal: -1 }).message).toBe('validation.couponMinimum');
    expect(fails({ maxUses: 0 }).message).toBe('validation.couponUses');
    expect(fails({ validFrom: '2026-02-30' }).message).toBe('validation.date');
    expect(fails({ validTo: '2026-02-01' }).message).toBe('validation.dateRange');
    expect(fails({ code: 'DOS PALABRAS' }).message).toBe('validation.couponCode');
    expect(fails({ shop: 'otra' }).code).toBe('unrecognized_keys');
  });
});

describe('buildOrderMessage with a discount', () => {
  it('shows the subtotal, the discount with its code and the discounted total', () => {
    const text = buildOrderMessage({
      lines: [{ title: 'Pan keto', quantity: 2, unitPrice: 4000 }],
      customer: {
        nombre: 'Ana',
        apellido: 'Pérez',
        direccion: 'Belgrano 1',
        telefono: '387 555',
        email: 'a@example.com',
      },
      lang: 'es',
      discount: { code: 'BIENVENIDA-ABCD2345', amount: 800 },
    });
    expect(text).toMatch(/Subtotal: \$\s?8\.000/);
    expect(text).toMatch(/Descuento \(BIENVENIDA-ABCD2345\): -\$\s?800/);
    expect(text).toMatch(/Total: \$\s?7\.200,00 \(envío no incluido\)/);
  });
});
