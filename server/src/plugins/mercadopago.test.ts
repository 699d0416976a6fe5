import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signatureTime, buildPreference } from './mercadopago.ts';
import type { OrderRow } from '../db/schema.ts';

const secret = 'shh';
const sign = (dataId: string, requestId: string, ts: number | string) =>
  `ts=${ts},v1=${createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

describe('checkWebhookSignature', () => {
  const now = Date.UTC(2026, 5, 1, 12, 0, 0);

  it('accepts a fresh signature with ts in milliseconds (what Mercado Pago sends) or seconds (its docs)', () => {
    expect(
      checkWebhookSignature(
        { signature: sign('123', 'req-1', now), requestId: 'req-1', dataId: '123' },
        secret,
        now,
      ),
    ).toEqual({ ok: true });
    expect(
      checkWebhookSignature(
        { signature: sign('123', 'req-1', now / 1000), requestId: 'req-1', dataId: '123' },
        secret,
        now,
      ),
    ).toEqual({ ok: true });
    expect(signatureTime('1704908010')).toBe(1704908010000);
    expect(signatureTime('1704908010123')).toBe(1704908010123);
  });

  it('lower-cases an alphanumeric data.id as Mercado Pago does when signing', () => {
    expect(
      checkWebhookSignature(
        { signature: sign('abc1', 'r', now), requestId: 'r', dataId: 'ABC1' },
        secret,
        now,
      ).ok,
    ).toBe(true);
  });

  it('refuses another secret, id or request id, a missing header, and a ts more than 10 minutes away', () => {
    const good = { signature: sign('123', 'req-1', now), requestId: 'req-1', dataId: '123' };
    expect(checkWebhookSignature(good, 'other', now).ok).toBe(false);
    expect(checkWebhookSignature({ ...good, dataId: '124' }, secret, now).ok).toBe(false);
    expect(checkWebhookSignature({ ...good, requestId: 'req-2' }, secret, now).ok).toBe(false);
    expect(checkWebhookSignature({ ...good, signature: undefined }, secret, now).ok).toBe(false);
    expect(checkWebhookSignature({ ...good, requestId: undefined }, secret, now).ok).toBe(false);
    expect(checkWebhookSignature(good, secret, now + 11 * 60_000).ok).toBe(false);
    expect(checkWebhookSignature(good, secret, now - 11 * 60_000).ok).toBe(false);
    expect(checkWebhookSignature(good, secret, now + 9 * 60_000).ok).toBe(true);
  });
});

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
