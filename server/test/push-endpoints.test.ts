/**
 * Push subscriptions may only point at public push services: the server POSTs
 * to every administrator's endpoint on each order, so an endpoint on a private, loopback,
 * link-local or unique-local address (written as such or behind a host name) would let an admin
 * session make the server call internal services.
 */
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer } from './factories/index.ts';
import { ORIGIN } from './accounts-support.ts';
import { browserKeys } from './push-support.ts';

let ctx: TestContext;
let admin: { cookie: string };
const vapid = webPush.generateVAPIDKeys();

beforeAll(async () => {
  // No PUSH_ALLOWED_HOSTS: the default a real shop runs with.
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  ({ admin } = await adminAndCustomer(ctx, 'pushnet'));
});
afterAll(() => ctx.close());

function subscribe(endpoint: string, lang?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/push/subscriptions',
    payload: { endpoint, keys: browserKeys().keys },
    headers: { origin: ORIGIN, cookie: admin.cookie, ...(lang ? { 'accept-language': lang } : {}) },
  });
}

describe('push subscription endpoints', () => {
  it('refuses internal addresses, written as IPs or behind a host name, with a translated 400 and stores nothing', async () => {
    const internal = [
      'https://127.0.0.1/push',
      'https://127.1.2.3:8443/push',
      'https://10.0.0.8/push',
      'https://172.16.5.4/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[::]/push',
      'https://[fe80::1]/push',
      'https://[fd12:3456::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:a00:1]/push',
      'https://2130706433/push', // 127.0.0.1 as one number; URL normalizes it
      'https://localhost/push', // a host name that resolves to loopback
    ];
    for (const endpoint of internal) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error, endpoint).toMatchObject({
        code: 'push_endpoint_not_public',
        message: expect.stringContaining('servicio de avisos'),
      });
    }
    const en = await subscribe('https://10.0.0.8/push', 'en');
    expect(en.json().error).toMatchObject({
      code: 'push_endpoint_not_public',
      message: expect.stringContaining('push service'),
    });
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('accepts a public address', async () => {
    const res = await subscribe('https://8.8.8.8/fcm/send/abc');
    expect(res.statusCode, res.body).toBe(201);
  });
});
