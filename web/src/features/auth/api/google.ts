import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/account/google: the provider's sign-in address. The browser goes there; the provider
 * comes back through the server to /callback (or /callback?error=...).
 */
export function startGoogleSignIn(): Promise<{ url: string }> {
  return apiPost('/api/account/google', {});
}
