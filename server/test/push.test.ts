import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.ts';
import { resolveVapidKeys, createPushService, MAX_FAILURES } from '../src/modules/push/service.ts';
import { createTestApp, orderNumberText, type TestContext } from './helper.ts';
import { adminAndCustomer, placeOrder } from './factories/index.ts';
import { post } from './accounts-support.ts';
import { pickupChoice } from './delivery-support.ts';
import { browserKeys, decryptPush, startPushService } from './push-support.ts';

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let admin: { cookie: string; user: { id: string } };
let customer: { cookie: string; user: { id: string } };
const vapid = webPush.generateVAPIDKeys();

beforeAll(async () => {
  pushService = await startPushService();
  ctx = await createTestApp(
    {
      RATE_LIMIT_PER_IP: '1000',
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
    { pushAgent: pushService.agent },
  );
  ({ admin, customer } = await adminAndCustomer(ctx, 'push'));
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

const subscribe = (body: unknown, cookie = admin.cookie) =>
  post(ctx, '/api/admin/push/subscriptions', body, cookie);
const subscriptions = () => ctx.database.db.select().from(pushSubscriptions);

describe('push alerts', () => {
  it('gives the VAPID public key to administrators only', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/push/key', headers: { cookie: admin.cookie } });
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
    expect(
      (await ctx.app.inject({ url: '/api/admin/push/key', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
  });

  it('refuses a subscription that is not a valid endpoint with 400 and the reason, storing nothing', async () => {
    const { keys } = browserKeys();
    const bad = [
      { endpoint: 'http://push.example/abc', keys },
      { endpoint: 'no es una url', keys },
      { endpoint: `${pushService.base}/ok/1` },
      { endpoint: `${pushService.base}/ok/1`, keys: { p256dh: 'corta', auth: keys.auth } },
      { endpoint: `${pushService.base}/ok/1`, keys: { ...keys, auth: 'con espacios y más' } },
    ];
    for (const body of bad) {
      const res = await subscribe(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    const http = await subscribe(bad[0]);
    expect(http.json().error.message).toBe(
      'Revisá los datos ingresados: endpoint tiene que ser una dirección https de un servicio de avisos',
    );
    expect(
      (await subscribe({ endpoint: `${pushService.base}/ok/1`, keys }, customer.cookie)).statusCode,
    ).toBe(403);
    expect(await subscriptions()).toEqual([]);
  });

  it("a new order reaches the administrator's subscription through the push service, opening that order", async () => {
    const browser = browserKeys();
    const res = await subscribe({
      endpoint: `${pushService.base}/ok/owner-phone`,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(res.statusCode).toBe(201);

    const placed = await placeOrder(ctx, customer.cookie, {
      lastname: 'Paz',
      address: 'Mitre 1',
      phone: '387 1',
      items: [{ id: '3', quantity: 2 }],
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().pedido.id as string;
    await pushService.waitFor(1);
    const [request] = pushService.requests;
    expect(request!.path).toBe('/ok/owner-phone');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request!.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[^,]+, k=${vapid.publicKey}$`),
    );
    expect(decryptPush(request!.body, browser)).toEqual({
      title: `Pedido nuevo ${await orderNumberText(ctx, orderId)}`,
      body: 'Ana Paz · $ 4.000 · entrega ' + pickupChoice().date,
      url: `/admin/orders/${orderId}`,
      tag: `order-${orderId}`,
    });
  });

  it('removes a subscription whose endpoint is gone (404, 410) and never sends to it again', async () => {
    const before = pushService.requests.length;
    await subscribe({ endpoint: `${pushService.base}/gone/old-phone`, keys: browserKeys().keys });
    await subscribe({ endpoint: `${pushService.base}/missing/old-tablet`, keys: browserKeys().keys });
    const push = createPushService({
      db: ctx.database.db,
      keys: async () => vapid,
      subject: 'mailto:test@example.com',
      log: ctx.app.log,
      agent: pushService.agent,
    });
    const results = await push.notifyAdmins({ title: 't', body: 'b', url: '/admin/orders', tag: 'x' });
    expect(results.sort()).toEqual(['removed', 'removed', 'sent']);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([`${pushService.base}/ok/owner-phone`]);
    await push.notifyAdmins({ title: 't', body: 'b', url: '/admin/orders', tag: 'x' });
    const paths = pushService.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.startsWith('/gone/') || p.startsWith('/missing/'))).toHaveLength(2);
  });

  it(`drops a subscription after ${MAX_FAILURES} failures in a row, one attempt per alert`, async () => {
    await subscribe({ endpoint: `${pushService.base}/broken/flaky`, keys: browserKeys().keys });
    const push = createPushService({
      db: ctx.database.db,
      keys: async () => vapid,
      subject: 'mailto:test@example.com',
      log: ctx.app.log,
      agent: pushService.agent,
    });
    const broken = () =>
      ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${pushService.base}/broken/flaky`));
    for (let i = 1; i < MAX_FAILURES; i++) {
      await push.notifyAdmins({ title: 't', body: 'b', url: '/admin/orders', tag: 'x' });
      expect((await broken())[0]?.failures).toBe(i);
    }
    await push.notifyAdmins({ title: 't', body: 'b', url: '/admin/orders', tag: 'x' });
    expect(await broken()).toEqual([]);
    expect(pushService.requests.filter((r) => r.path === '/broken/flaky')).toHaveLength(MAX_FAILURES);
  });

  it("unsubscribes the administrator's browser", async () => {
    const res = await post(
      ctx,
      '/api/admin/push/unsubscribe',
      { endpoint: `${pushService.base}/ok/owner-phone` },
      admin.cookie,
    );
    expect(res.statusCode).toBe(204);
    expect(await subscriptions()).toEqual([]);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (mode 600) and read back after', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    try {
      const first = await resolveVapidKeys({ configured: undefined, store: { dataDir } });
      const second = await resolveVapidKeys({ configured: undefined, store: { dataDir } });
      expect(second).toEqual(first);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('are generated once into the database when it is shared, so every process agrees', async () => {
    const [a, b] = await Promise.all([
      resolveVapidKeys({ configured: undefined, store: { db: ctx.database.db } }),
      resolveVapidKeys({ configured: undefined, store: { db: ctx.database.db } }),
    ]);
    expect(b).toEqual(a);
    expect(await resolveVapidKeys({ configured: undefined, store: { db: ctx.database.db } })).toEqual(a);
  });

  it('come from the configuration when set', async () => {
    expect(await resolveVapidKeys({ configured: vapid, store: { db: ctx.database.db } })).toEqual(vapid);
  });
});
