/**
 * What this browser can do about push alerts, read without asking anything:
 * 'unsupported' (no Push API), 'no-worker' (no service worker registered for the shop yet: the PWA
 * of the reach issue adds it), 'denied' (the owner blocked notifications), else 'ready' with the
 * current subscription, if any.
 */
export type PushState =
  | { kind: 'unsupported' | 'no-worker' | 'denied' }
  | { kind: 'ready'; registration: ServiceWorkerRegistration; subscription: PushSubscription | null };

export async function readPushState(): Promise<PushState> {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return { kind: 'unsupported' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { kind: 'no-worker' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  return { kind: 'ready', registration, subscription: await registration.pushManager.getSubscription() };
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 =
    base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
