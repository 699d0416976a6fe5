import type { SessionUser, SignInInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/account/sign-in: sets the session cookie. Fails with 401 `invalid_credentials`, or
 * 403 `email_not_verified` (a new code has been mailed: confirm the account first).
 */
export function signIn(input: SignInInput): Promise<{ user: SessionUser }> {
  return apiPost('/api/account/sign-in', input);
}
