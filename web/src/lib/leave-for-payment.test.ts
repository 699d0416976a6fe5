// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paymentRedirect } from './leave-for-payment.ts';

describe('paymentRedirect.leave', () => {
  it('refuses an address that is not http(s) before touching the history', () => {
    window.history.replaceState(null, '', '/checkout');
    expect(() => paymentRedirect.leave('javascript:alert(1)', '/pedidos/x/pago')).toThrow(TypeError);
    expect(window.location.pathname).toBe('/checkout');
  });
});
