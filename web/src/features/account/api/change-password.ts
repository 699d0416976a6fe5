import type { ChangePasswordInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/password: 400 `wrong_password` (fields.currentPassword) when the current one is wrong. */
export function changePassword(input: ChangePasswordInput): Promise<{ ok: true }> {
  return apiPost('/api/account/password', input);
}
