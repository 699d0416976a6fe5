/**
 * PUT /api/cart-reminders/guest (docs/decisions/0031-guest-cart-reminders.md): a guest who ticked
 * "Avisame si me olvido algo" keeps the cart for one reminder to the e-mail typed at checkout; no
 * lines forget it.
 */
import type { CartLine, Lang } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';

export function keepGuestCart(
  email: string,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
  lang: Lang,
): Promise<{ kept: boolean }> {
  return apiSend<{ kept: boolean }>(
    `/api/cart-reminders/guest?lang=${lang}`,
    { email, lines: lines.map((l) => ({ productId: String(l.id), quantity: l.quantity })) },
    { method: 'PUT' },
  );
}
