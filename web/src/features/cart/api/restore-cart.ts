/**
 * POST /api/cart-reminders/restore (docs/decisions/0024-abandoned-carts.md): the lines a cart
 * reminder's link restores, priced and titled by the catalogue in `lang`. 404 when the link is
 * unknown or older than 7 days.
 */
import type { Lang, SavedList } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';

export function restoreCart(token: string, lang: Lang): Promise<SavedList> {
  return apiSend<SavedList>(`/api/cart-reminders/restore?lang=${lang}`, { token });
}
