/**
 * The subscribe offer's calls: POST /api/subscribers (mails the confirmation link),
 * /api/subscribers/confirm (mails the 10 % code) and /api/subscribers/unsubscribe.
 */
import { apiPost } from '../../../lib/api-client.ts';

export function subscribe(email: string): Promise<{ status: 'pending' }> {
  return apiPost('/api/subscribers', { email });
}

export function confirmSubscription(
  token: string,
): Promise<{ status: 'confirmed' | 'already_confirmed'; email: string }> {
  return apiPost('/api/subscribers/confirm', { token });
}

export function unsubscribe(token: string): Promise<{ status: 'unsubscribed'; email: string }> {
  return apiPost('/api/subscribers/unsubscribe', { token });
}

/** The botón de baja: the address is mailed its unsubscribe link when subscribed (202 either way). */
export function requestLeave(email: string): Promise<{ status: 'pending' }> {
  return apiPost('/api/subscribers/leave', { email });
}

/** A cart reminder's stop link (docs/decisions/0024-abandoned-carts.md): no more cart reminders to that address. */
export function stopCartReminders(token: string): Promise<{ email: string }> {
  return apiPost('/api/cart-reminders/unsubscribe', { token });
}
