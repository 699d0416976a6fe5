import { describe, expect, it } from 'vitest';
import { returnedFromPayment } from './return-query.ts';

describe('returnedFromPayment (wait only after a payment attempt)', () => {
  it('is true when Mercado Pago names a payment on the way back', () => {
    expect(
      returnedFromPayment(
        '?collection_id=1000000001&collection_status=approved&payment_id=1000000001&status=approved',
      ),
    ).toBe(true);
    expect(returnedFromPayment('?payment_id=1000000002')).toBe(true);
    expect(returnedFromPayment('?collection_id=1000000003')).toBe(true);
  });

  it('is false without one: left Mercado Pago without paying ("null"), or came from the shop itself', () => {
    expect(
      returnedFromPayment(
        '?collection_id=null&collection_status=null&payment_id=null&status=null&preference_id=123',
      ),
    ).toBe(false);
    expect(returnedFromPayment('')).toBe(false);
    expect(returnedFromPayment('?payment_id=')).toBe(false);
  });
});
