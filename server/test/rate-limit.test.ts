import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/plugins/rate-limit.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer } from './factories/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '8',
    RATE_LIMIT_PER_ACCOUNT: '3',
    RATE_LIMIT_ACCOUNT_CEILING: '7',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => ctx.close());

describe('rate limits kept in the database', () => {
  it('counts every concurrent hit once, across limiter instances (as several processes would)', async () => {
    const a = createRateLimiter(ctx.database.db);
    const b = createRateLimiter(ctx.database.db);
    const rule = { max: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).hit('test:concurrent', rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(6);
    expect(refused.every((r) => r.retryAfterSeconds > 0 && r.retryAfterSeconds <= 60)).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = createRateLimiter(ctx.database.db);
    const rule = { max: 1, windowSeconds: 1 };
    expect((await limiter.hit('test:window', rule)).allowed).toBe(true);
    expect((await limiter.hit('test:window', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit('test:window', rule)).allowed).toBe(true);
  });

  it('limits sign-in tries per account and address, with 429 and Retry-After, but not the owner elsewhere', async () => {
    await signedInCustomer(ctx, 'target_user');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        ctx,
        '/api/account/sign-in',
        { username: 'target_user', password: 'wrong-pass-' + i },
        undefined,
        '10.0.0.1',
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json().error).toMatchObject({
          code: 'rate_limited',
          message: expect.stringContaining('Demasiados intentos'),
        });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The right password is refused from the limited address too...
    expect(
      (
        await post(
          ctx,
          '/api/account/sign-in',
          { username: 'target_user', password: 'clave-segura-1' },
          undefined,
          '10.0.0.1',
        )
      ).statusCode,
    ).toBe(429);
    // ...but not from the owner's own address.
    expect(
      (
        await post(
          ctx,
          '/api/account/sign-in',
          { username: 'target_user', password: 'clave-segura-1' },
          undefined,
          '10.0.0.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('stops guessing spread over addresses at the per-account ceiling', async () => {
    await signedInCustomer(ctx, 'spread_user');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(
        ctx,
        '/api/account/sign-in',
        { username: 'spread_user', password: 'wrong-pass-' + i },
        undefined,
        `10.0.1.${i + 1}`,
      );
      statuses.push(res.statusCode);
    }
    // The sign-in of signedInCustomer counted once: 6 more reach the ceiling of 7, the next is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('limits requests per client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(
        ctx,
        '/api/account/password-reset/request',
        { username: `someone${i}` },
        undefined,
        '10.9.9.9',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    const otherAddress = await post(
      ctx,
      '/api/account/password-reset/request',
      { username: 'someone' },
      undefined,
      '10.9.9.10',
    );
    expect(otherAddress.statusCode).toBe(200);
  });
});
