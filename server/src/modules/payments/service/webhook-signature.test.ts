import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signatureTime } from './webhook-signature.ts';

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
