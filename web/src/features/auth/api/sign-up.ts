import type { SignUpInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/sign-up: creates the account and mails a confirmation code (201). */
export function signUp(input: SignUpInput): Promise<{ username: string; email: string }> {
  return apiPost('/api/account/sign-up', input);
}
