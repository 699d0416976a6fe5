/**
 * The administrators' push alerts: the VAPID keys, a subscription's endpoint checks, and the alerts sent.
 *
 * The VAPID key pair the shop signs its push messages with: from the configuration
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else generated once and kept: in the database when the
 * shop runs on PostgreSQL (DATABASE_URL), so every process signs with the same key, else in
 * DATA_DIR/vapid-keys.json (mode 600). A browser subscribed under a key only accepts that key.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Db } from '../../db/client.ts';
import {
  keepVapidKeys,
  clearFailures,
  countFailure,
  deleteSubscription,
  readAdminSubscriptions,
  upsertSubscription,
  type PushSubscriptionRow,
} from './store.ts';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'node:https';
import { formatOrderNumber, type PushSubscriptionInput } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushKeySource {
  configured: VapidKeys | undefined;
  /** Where to keep generated keys: the shared database, or a file in this directory. */
  store: { db: Db } | { dataDir: string };
}

/** @returns the key pair (generating and storing it the first time). */
export async function resolveVapidKeys(source: PushKeySource): Promise<VapidKeys> {
  if (source.configured) return source.configured;
  if ('db' in source.store) {
    const { db } = source.store;
    const fresh = webPush.generateVAPIDKeys();
    // Two processes starting together: the first insert wins and both read the same row.
    return keepVapidKeys(db, fresh);
  }
  const file = path.join(source.store.dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(source.store.dataDir, { recursive: true });
    try {
      // 'wx': never overwrites a key another process wrote in between.
      writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/*
 * Which push service endpoints the shop may call. The server POSTs to every
 * administrator's subscription endpoint on each order and payment, so an endpoint on an internal
 * address would let whoever holds an admin session make the server reach services that are not on
 * the Internet (a database's HTTP port, a cloud metadata service, the shop itself). Real push
 * services (FCM, Mozilla, Apple) are public hosts.
 */

/** Private, loopback, link-local, unique-local and other non-Internet ranges (IPv4-mapped IPv6 is matched against the IPv4 ones). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether the IP address `address` is outside the Internet (INTERNAL); false for something that is not an IP. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the shop may send to `endpoint`: its host is in `allowedHosts` (configuration,
 * PUSH_ALLOWED_HOSTS; tests name their local push service), or every address it has is a public
 * one. Host names are resolved now with the system resolver; a name that does not resolve is
 * refused too (nothing could be delivered to it).
 */
export async function isAllowedPushEndpoint(
  endpoint: string,
  allowedHosts: ReadonlySet<string>,
): Promise<boolean> {
  let host: string;
  try {
    // URL normalizes the host (lower case, 2130706433 -> 127.0.0.1, [::ffff:127.0.0.1] -> [::ffff:7f00:1]).
    host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return false;
  }
  if (allowedHosts.has(host)) return true;
  if (isIP(host) !== 0) return !isInternalAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a.address));
  } catch {
    return false;
  }
}

/*
 * Push alerts for the owner: administrators subscribe their browsers, and each
 * new order and each payment sends every administrator's browser a Web Push message (web-push,
 * signed with the VAPID keys of push/service.ts) that opens the order. E-mail stays as it is.
 *
 * Delivery rules: one attempt per alert and subscription, never retried; a push service that
 * answers 404 or 410 (the subscription is gone) gets the subscription removed at once; any other
 * failure counts, and after MAX_FAILURES failures in a row the subscription is removed too.
 * Sending runs in the background of the order or payment and never fails them.
 */

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
  /** The VAPID keys, asked for when first needed (push/service.ts resolveVapidKeys), so a shop nobody subscribes to never makes any. */
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
