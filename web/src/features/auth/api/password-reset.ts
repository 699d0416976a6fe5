import type { ResetPasswordInput, UsernameOnlyInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/password-reset/request: mails a reset code (same answer whether or not the account exists). */
export function requestPasswordReset(input: UsernameOnlyInput): Promise<{ ok: true }> {
  return apiPost('/api/account/password-reset/request', input);
}

/** POST /api/account/password-reset: the mailed code and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiPost('/api/account/password-reset', input);
}
