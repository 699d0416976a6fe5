/**
 * TRUST_PROXY names the proxies: behind one trusted proxy the rate limits
 * count the address that proxy saw, not what the client wrote at the left of X-Forwarded-For, and
 * a client reaching the shop directly cannot choose its address at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: '10.0.0.5',
    RATE_LIMIT_PER_IP: '1',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => ctx.close());

/** POST /api/coupons/validate (4 × RATE_LIMIT_PER_IP a window per address) from `remoteAddress`, the proxy at 10.0.0.5 by default. */
function throughProxy(forwardedFor: string, remoteAddress = '10.0.0.5') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    remoteAddress,
    payload: { code: 'NOEXISTE', items: [{ id: '12', quantity: 1 }] },
    headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor },
  });
}

describe('one trusted proxy (TRUST_PROXY=10.0.0.5)', () => {
  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await throughProxy(`198.51.100.${i + 1}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Another shopper behind the same proxy keeps their own count.
    expect((await throughProxy('203.0.113.8')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For from a client that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await throughProxy(`198.51.100.${i + 1}`, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
