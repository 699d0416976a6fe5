import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/sign-out: ends the session and clears its cookie. */
export function signOut(): Promise<{ ok: true }> {
  return apiPost('/api/account/sign-out');
}
