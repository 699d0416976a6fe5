/**
 * Passwords are kept as better-auth's scrypt hashes (salt:key, N 16384) in the shop, whatever the
 * API tests use to go faster (src/plugins/test-password-hasher.ts); both kinds sign in on a test app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer } from './factories/index.ts';

/** The password account of `username`: its row id and stored hash. */
async function passwordAccount(
  ctx: TestContext,
  username: string,
): Promise<{ id: string; password: string }> {
  const [row] = await ctx.database.db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.username, username));
  return { id: row!.id, password: row!.password! };
}

describe('the shop hashes passwords with better-auth scrypt', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { realPasswordHashing: true });
  });
  afterAll(() => ctx.close());

  it('keeps salt:key (16-byte salt, 64-byte key), signs in with the password and refuses another', async () => {
    await signedInCustomer(ctx, 'real_hash');
    expect((await passwordAccount(ctx, 'real_hash')).password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const wrong = await post(ctx, '/api/account/sign-in', {
      username: 'real_hash',
      password: 'otra-clave-99',
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the API tests hash cheaper and still read the shop hashes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stores the tests hash, and an account with a real hash signs in', async () => {
    await signedInCustomer(ctx, 'fast_hash');
    expect((await passwordAccount(ctx, 'fast_hash')).password).toMatch(
      /^test-scrypt\$[0-9a-f]{32}:[0-9a-f]{64}$/,
    );

    // An account whose hash the shop made (as `npm run admin:create` does): better-auth's scrypt.
    const { hashPassword } = await import('better-auth/crypto');
    const account = await passwordAccount(ctx, 'fast_hash');
    await ctx.database.db
      .update(accounts)
      .set({ password: await hashPassword('clave-real-22') })
      .where(eq(accounts.id, account.id));
    const signIn = await post(ctx, '/api/account/sign-in', {
      username: 'fast_hash',
      password: 'clave-real-22',
    });
    expect(signIn.statusCode).toBe(200);
    const wrong = await post(ctx, '/api/account/sign-in', {
      username: 'fast_hash',
      password: 'clave-segura-1',
    });
    expect(wrong.statusCode).toBe(401);
  });
});
