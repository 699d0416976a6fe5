/**
 * Customers and administrators for API tests. An account a test signs in with goes through the
 * real endpoints (sign-up, the mailed code, sign-in), so its session cookie is a real one; making
 * it an administrator and accounts that only need to exist are rows written straight in.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.ts';
import type { TestContext } from '../helper.ts';
import { codeFromMail, cookieHeader, post } from '../accounts-support.ts';

/** The password every signed-up test account has unless a test gives its own. */
export const TEST_PASSWORD = 'clave-segura-1';

/** A confirmed, signed-in account: its Cookie header value, e-mail, password and user id. */
export interface SignedInCustomer {
  cookie: string;
  email: string;
  password: string;
  user: { id: string };
}

/**
 * Signs `username` up, confirms the code mailed to `<username>@example.com` and signs in, all
 * through the API. Throws when a step is not answered as it should be.
 * @returns the account's session cookie, e-mail, password and id.
 */
export async function signedInCustomer(
  ctx: TestContext,
  username: string,
  password = TEST_PASSWORD,
): Promise<SignedInCustomer> {
  const email = `${username}@example.com`;
  const before = ctx.mails.length;
  const signUp = await post(ctx, '/api/account/sign-up', { username, email, password });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const code = await codeFromMail(ctx, email, before);
  const confirm = await post(ctx, '/api/account/confirm', { username, code });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const signIn = await post(ctx, '/api/account/sign-in', { username, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return {
    cookie: cookieHeader(signIn.headers['set-cookie']),
    email,
    password,
    user: signIn.json().user as { id: string },
  };
}

/** Gives the account `userId` the administrator role, straight in the database (the role route has its own tests). */
export async function makeAdmin(ctx: Pick<TestContext, 'database'>, userId: string): Promise<void> {
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A signed-in account (signedInCustomer) made an administrator; its cookie already carries the role. */
export async function signedInAdmin(ctx: TestContext, username: string): Promise<SignedInCustomer> {
  const admin = await signedInCustomer(ctx, username);
  await makeAdmin(ctx, admin.user.id);
  return admin;
}

/** An administrator `<prefix>_admin` and a customer `<prefix>_customer`, both signed in. */
export async function adminAndCustomer(ctx: TestContext, prefix: string) {
  const admin = await signedInAdmin(ctx, `${prefix}_admin`);
  const customer = await signedInCustomer(ctx, `${prefix}_customer`);
  return { admin, customer };
}

/**
 * Writes an account row only, with no password and no session: the way a Google sign-in leaves
 * an account when `username` is null. For tests that need an author or a buyer to exist.
 */
export async function insertUser(
  ctx: Pick<TestContext, 'database'>,
  user: { id: string; name: string; username?: string | null; email?: string },
): Promise<void> {
  await ctx.database.db.insert(users).values({
    id: user.id,
    name: user.name,
    username: user.username ?? null,
    email: user.email ?? `${user.id}@example.com`,
    emailVerified: true,
  });
}
