import { apiPost } from '../../../lib/api-client.ts';

/** The identity providers the shop can offer: Google, and the original shop's Cognito user pool. */
export type SignInProvider = 'google' | 'cognito';

/**
 * POST /api/account/google or /api/account/cognito: the provider's sign-in address. The browser
 * goes there; the provider comes back through the server to /callback (or /callback?error=...).
 */
export function startProviderSignIn(provider: SignInProvider): Promise<{ url: string }> {
  return apiPost(`/api/account/${provider}`, {});
}
