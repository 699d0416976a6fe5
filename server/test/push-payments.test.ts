/**
 * A Mercado Pago payment approved through its webhook (the fake Mercado Pago of
 * payments-support.ts) sends the administrator's subscribed browser a "Pago recibido" push that
 * opens the order, through a local push service stand-in (push-support.ts).
 */
import webPush from 'web-push';
import { orderNumberText } from './helper.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './accounts-support.ts';
import { signedInCustomer, placedOrderPaying } from './factories/index.ts';
import {
  createPaymentTestApp,
  shopperOrder,
  startCheckout,
  type PaymentTestContext,
} from './payments-support.ts';
import { browserKeys, decryptPush, startPushService } from './push-support.ts';

let t: PaymentTestContext;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const vapid = webPush.generateVAPIDKeys();

beforeAll(async () => {
  pushService = await startPushService();
  t = await createPaymentTestApp(
    {
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
    { pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('payment push alert', () => {
  it('an approved Mercado Pago payment sends the owner a push that opens the order', async () => {
    const browser = browserKeys();
    const subscribed = await post(
      t.ctx,
      '/api/admin/push/subscriptions',
      { endpoint: `${pushService.base}/ok/owner-phone`, keys: browser.keys },
      t.admin.cookie,
    );
    expect(subscribed.statusCode).toBe(201);
    const shopper = await signedInCustomer(t.ctx, 'push_mp');
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    // The new order's own alert first.
    await pushService.waitFor(1);
    const { preferenceId } = await startCheckout(t.ctx, shopper.cookie, orderId);

    const { notification } = await t.fake.pay(preferenceId, { status: 'approved' });
    expect(notification).toMatchObject({ status: 200 });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    await pushService.waitFor(2);

    const alerts = pushService.requests.map(
      (request) => decryptPush(request.body, browser) as { title: string; url: string; tag: string },
    );
    expect(alerts.map((a) => a.tag)).toEqual([`order-${orderId}`, `payment-${orderId}`]);
    expect(alerts[1]).toMatchObject({
      title: `Pago recibido ${await orderNumberText(t.ctx, orderId)}`,
      url: `/admin/orders/${orderId}`,
    });
    expect(pushService.requests[1]!.path).toBe('/ok/owner-phone');
  });
});
