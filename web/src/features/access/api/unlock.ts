import type { AccessKeyInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/access: the server compares the key (trimmed, lower-cased) with its configured keys
 * and, when it matches, sets the HttpOnly cookie that unlocks the site. 401 `wrong_key` otherwise.
 */
export function unlockSite(input: AccessKeyInput): Promise<{ ok: true }> {
  return apiPost('/api/access', input);
}
