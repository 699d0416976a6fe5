import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client.ts';
import { paymentErrorText } from './payment-error.ts';

describe('paymentErrorText', () => {
  it("shows the server's message for a 4xx and for 503 payment_unavailable, the fallback otherwise", () => {
    expect(
      paymentErrorText(new ApiClientError(409, 'payment_not_allowed', 'Este pedido ya está pagado.'), 'F'),
    ).toBe('Este pedido ya está pagado.');
    expect(
      paymentErrorText(new ApiClientError(503, 'payment_unavailable', 'Mercado Pago no responde.'), 'F'),
    ).toBe('Mercado Pago no responde.');
    expect(paymentErrorText(new ApiClientError(500, 'internal', 'Internal Server Error'), 'F')).toBe('F');
    expect(paymentErrorText(new TypeError('Failed to fetch'), 'F')).toBe('F');
  });
});
