import type { ConfirmAccountInput, UsernameOnlyInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/confirm: the mailed code confirms the account's e-mail. */
export function confirmAccount(input: ConfirmAccountInput): Promise<{ ok: true }> {
  return apiPost('/api/account/confirm', input);
}

/** POST /api/account/confirm/resend: mails a new code (same answer whether or not the account exists). */
export function resendConfirmationCode(input: UsernameOnlyInput): Promise<{ ok: true }> {
  return apiPost('/api/account/confirm/resend', input);
}
