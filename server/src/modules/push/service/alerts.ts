/**
 * Push alerts for the owner: administrators subscribe their browsers, and each
 * new order and each payment sends every administrator's browser a Web Push message (web-push,
 * signed with the VAPID keys of push/service/vapid-keys.ts) that opens the order. E-mail stays as it is.
 *
 * Delivery rules: one attempt per alert and subscription, never retried; a push service that
 * answers 404 or 410 (the subscription is gone) gets the subscription removed at once; any other
 * failure counts, and after MAX_FAILURES failures in a row the subscription is removed too.
 * Sending runs in the background of the order or payment and never fails them.
 */
import type { Agent } from 'node:https';
import { formatOrderNumber, type PushSubscriptionInput } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema.ts';
import { defineErrors } from '../../../lib/error-table.ts';
import {
  clearFailures,
  countFailure,
  deleteSubscription,
  readAdminSubscriptions,
  upsertSubscription,
  type PushSubscriptionRow,
} from '../store.ts';
import { isAllowedPushEndpoint } from './endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Errors of push subscriptions, in Spanish and English. */
export const pushError = defineErrors({
  push_endpoint_not_public: [
    400,
    'La suscripción debe apuntar a un servicio de avisos público de Internet, no a una dirección interna.',
    'The subscription must point to a public push service on the Internet, not to an internal address.',
  ],
});

/** Failures in a row (other than 404/410) after which a subscription is dropped. */
export const MAX_FAILURES = 5;

export interface PushServiceDeps {
  db: Db;
  /** The VAPID keys, asked for when first needed (push/service/vapid-keys.ts resolveVapidKeys), so a shop nobody subscribes to never makes any. */
  keys: () => Promise<VapidKeys>;
  /** mailto: or https: contact for the push services (VAPID "sub"). */
  subject: string;
  log: FastifyBaseLogger;
  /** TLS agent for the push services (tests pass one that trusts their local stand-in). */
  agent?: Agent;
  /** Hosts accepted even on internal addresses (PUSH_ALLOWED_HOSTS; empty in a real shop, tests name their local push service). */
  allowedHosts?: readonly string[];
}

/** What a notification says; `url` is the same-origin path it opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export type PushService = ReturnType<typeof createPushService>;

export function createPushService(deps: PushServiceDeps) {
  const { db, log } = deps;
  const allowedHosts = new Set(
    (deps.allowedHosts ?? []).map((h) => h.toLowerCase().replace(/^\[(.*)\]$/, '$1')),
  );
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= deps.keys().catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };

  /** Sends one message to one subscription and keeps the table in step with the answer. */
  async function deliver(row: PushSubscriptionRow, payload: string): Promise<'sent' | 'removed' | 'failed'> {
    const { publicKey, privateKey } = await vapidKeys();
    const vapidDetails = { subject: deps.subject, publicKey, privateKey };
    try {
      await webPush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        {
          vapidDetails,
          TTL: 24 * 3600,
          urgency: 'high',
          timeout: 10_000,
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      if (row.failures > 0) await clearFailures(db, row.endpoint);
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      const gone = status === 404 || status === 410;
      if (gone || row.failures + 1 >= MAX_FAILURES) {
        await deleteSubscription(db, row.endpoint);
        log.info({ status, failures: row.failures + 1 }, 'push subscription removed');
        return 'removed';
      }
      await countFailure(db, row.endpoint);
      log.warn({ err, status }, 'push alert not delivered');
      return 'failed';
    }
  }

  /** Every administrator's subscriptions get `message`; @returns how each went. */
  async function notifyAdmins(message: PushMessage): Promise<('sent' | 'removed' | 'failed')[]> {
    const rows = await readAdminSubscriptions(db);
    const payload = JSON.stringify(message);
    return Promise.all(rows.map((r) => deliver(r, payload)));
  }

  const pesos = (n: number) => `$ ${n.toLocaleString('es-AR')}`;

  return {
    /** The VAPID public key (base64url) browsers subscribe with. */
    async publicKey(): Promise<string> {
      return (await vapidKeys()).publicKey;
    },

    /**
     * Stores (or renews) an administrator's subscription; the endpoint moves to this user if it was another's.
     * @throws ShopError 400 push_endpoint_not_public when the endpoint's host is, or resolves to, an
     * internal address (every order would make the server POST there).
     */
    async subscribe(userId: string, sub: PushSubscriptionInput): Promise<void> {
      if (!(await isAllowedPushEndpoint(sub.endpoint, allowedHosts)))
        throw pushError('push_endpoint_not_public');
      await upsertSubscription(db, {
        endpoint: sub.endpoint,
        userId,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
    },

    /** Removes one of the user's subscriptions; @returns whether there was one. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      return deleteSubscription(db, endpoint, userId);
    },

    notifyAdmins,

    /** "Pedido nuevo" for a placed order (in the background; errors are logged). */
    orderPlaced(order: OrderRow): Promise<unknown> {
      return notifyAdmins({
        title: `Pedido nuevo ${formatOrderNumber(order.number, 'es')}`,
        body: `${order.firstname} ${order.lastname} · ${pesos(order.totalArs)}${order.deliveryDay ? ` · entrega ${order.deliveryDay}` : ''}`,
        url: `/admin/orders/${order.id}`,
        tag: `order-${order.id}`,
      }).catch((err: unknown) => log.error({ err, order: order.id }, 'could not send the new-order push'));
    },

    /**
     * "Pedido cancelado por el cliente" (decision 0027), or, with `refundFailed`, that its Mercado
     * Pago payment could not be refunded and waits for the owner (in the background; errors are logged).
     */
    orderCancelledByCustomer(order: OrderRow, refundFailed = false): Promise<unknown> {
      const no = formatOrderNumber(order.number, 'es');
      return notifyAdmins({
        title: refundFailed ? `Reembolso pendiente ${no}` : `Pedido cancelado ${no}`,
        body: refundFailed
          ? `${order.firstname} ${order.lastname} canceló y Mercado Pago no hizo el reembolso: reembolsalo desde el pedido.`
          : `${order.firstname} ${order.lastname} lo canceló desde Mis pedidos · ${pesos(order.totalArs)}`,
        url: `/admin/orders/${order.id}`,
        tag: refundFailed ? `refund-${order.id}` : `cancel-${order.id}`,
      }).catch((err: unknown) => log.error({ err, order: order.id }, 'could not send the cancellation push'));
    },

    /** "Pago recibido" for an order that became paid (in the background; errors are logged). */
    orderPaid(order: OrderRow): Promise<unknown> {
      return notifyAdmins({
        title: `Pago recibido ${formatOrderNumber(order.number, 'es')}`,
        body: `${order.firstname} ${order.lastname} · ${pesos(order.totalArs)}`,
        url: `/admin/orders/${order.id}`,
        tag: `payment-${order.id}`,
      }).catch((err: unknown) => log.error({ err, order: order.id }, 'could not send the payment push'));
    },
  };
}
