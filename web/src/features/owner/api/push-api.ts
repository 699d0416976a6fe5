/**
 * Push alerts, browser side: the server's VAPID public key and the administrator's
 * subscriptions (subscribe / unsubscribe this device).
 */
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/admin/push/key: the VAPID public key (base64url) the push service checks the server against. */
export function getPushKey(): Promise<{ publicKey: string }> {
  return apiGet<{ publicKey: string }>('/api/admin/push/key');
}

/** POST /api/admin/push/subscriptions with the browser's PushSubscription as JSON. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiPost('/api/admin/push/subscriptions', subscription);
}

/** POST /api/admin/push/unsubscribe { endpoint } */
export function removeSubscription(endpoint: string): Promise<unknown> {
  return apiPost('/api/admin/push/unsubscribe', { endpoint });
}
