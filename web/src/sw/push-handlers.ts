/**
 * The service worker's push alerts, kept apart so the PWA's service worker (reach
 * issue) only has to call `installPushHandlers(self)`:
 * - `push`: shows the server's notification (new order or payment) — title, body, and the order
 *   to open; a push without a readable payload still shows a generic notification, because
 *   browsers penalise a push that shows none;
 * - `notificationclick`: focuses a tab of the shop already on that order, or any tab of the shop
 *   (navigated to the order), or opens a new one.
 * The DOM lib has no service worker types, so the few used are declared here.
 */

/** What the server sends (server/src/modules/push/service.ts). */
export interface PushAlert {
  title: string;
  body: string;
  /** Same-origin path of the order, e.g. "/admin/orders/…". */
  url: string;
  /** Replaces an earlier notification of the same order. */
  tag?: string;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}
/** The parts of ServiceWorkerGlobalScope these handlers use. */
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const FALLBACK: PushAlert = {
  title: 'Nuevo aviso de la tienda',
  body: 'Abrí la administración para verlo.',
  url: '/admin/orders',
};

/** The alert in a push payload; anything unreadable or pointing off the shop gives FALLBACK. */
export function alertFromPayload(payload: unknown): PushAlert {
  if (!payload || typeof payload !== 'object') return FALLBACK;
  const p = payload as Record<string, unknown>;
  const url =
    typeof p.url === 'string' && p.url.startsWith('/') && !p.url.startsWith('//') ? p.url : FALLBACK.url;
  return {
    title: typeof p.title === 'string' && p.title ? p.title : FALLBACK.title,
    body: typeof p.body === 'string' ? p.body : FALLBACK.body,
    url,
    tag: typeof p.tag === 'string' ? p.tag : undefined,
  };
}

function readPayload(event: PushEventLike): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

/** Registers the push and notificationclick handlers on the service worker's global scope. */
export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const alert = alertFromPayload(readPayload(event));
    event.waitUntil(
      scope.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        data: { url: alert.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = alertFromPayload(event.notification.data).url;
    const target = new URL(path, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = tabs.find((c) => c.url === target);
        if (same) return same.focus();
        const ours = tabs.find((c) => c.url.startsWith(scope.location.origin));
        if (ours?.navigate) {
          await ours.navigate(target);
          return ours.focus();
        }
        return scope.clients.openWindow(target);
      })(),
    );
  });
}
