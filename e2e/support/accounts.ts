/**
 * Account helpers of the specs: unique usernames, and a confirmed account made through the real
 * API with the code read from the run's SMTP server.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { mailCount, waitForCode } from './mailbox.ts';

/** A username no other test of the run uses. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toLowerCase();
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** Signs up and confirms an account through the API (not through the screens). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<TestAccount> {
  const username = uniqueUsername(prefix);
  const account = { username, email: `${username}@example.com`, password: 'clave-segura-1' };
  const before = mailCount(account.email);
  const signUp = await request.post('/api/account/sign-up', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const code = await waitForCode(account.email, before);
  const confirm = await request.post('/api/account/confirm', { data: { username, code } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return account;
}
