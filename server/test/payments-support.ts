/**
 * Helpers for the payment tests: the app wired to a local fake of Mercado Pago whose
 * webhooks are delivered through app.inject, an administrator, and what a test reads of an order's
 * payment. Orders are placed with factories/orders.ts.
 */
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../e2e/support/fake-mercadopago.mjs';
import { mercadoPagoPayments, orders, paymentEvents } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInAdmin, type SignedInCustomer } from './factories/index.ts';

export const MP_TOKEN = 'TEST-shop-access-token';
export const MP_SECRET = 'webhook-secret-for-tests';

export interface PaymentTestContext {
  ctx: TestContext;
  fake: FakeMercadoPago;
  admin: SignedInCustomer;
  close(): Promise<void>;
}

/** The app with Mercado Pago pointed at a fresh fake, plus an administrator; `options.pushAgent` trusts a local push service. */
export async function createPaymentTestApp(
  env: Record<string, string> = {},
  options: { pushAgent?: Agent } = {},
): Promise<PaymentTestContext> {
  // The fake delivers webhooks to the app, which is built after the fake (it needs the fake's URL).
  const app: { ctx?: TestContext } = {};
  const fake = await startFakeMercadoPago({
    accessToken: MP_TOKEN,
    webhookSecret: MP_SECRET,
    async deliver(url, init) {
      const target = new URL(url);
      const res = await app.ctx!.app.inject({
        method: 'POST',
        url: target.pathname + target.search,
        headers: init.headers,
        payload: init.body,
      });
      return { status: res.statusCode, body: res.body };
    },
  });
  const ctx = await createTestApp(
    {
      RATE_LIMIT_PER_IP: '1000',
      SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
      SHOP_BANK_ALIAS: 'KETO.ALIAS.TEST',
      SHOP_BANK_CBU: '0110599520000001234567',
      MERCADOPAGO_ACCESS_TOKEN: MP_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
      MERCADOPAGO_API_URL: fake.url,
      ...env,
    },
    { pushAgent: options.pushAgent },
  );
  app.ctx = ctx;
  const admin = await signedInAdmin(ctx, 'pay_admin');
  return {
    ctx,
    fake,
    admin,
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}

/** POST /api/pedidos/:id/pago; on success also returns the preference id of the checkout URL. */
export async function startCheckout(ctx: TestContext, cookie: string, orderId: string) {
  const res = await post(ctx, `/api/pedidos/${orderId}/pago`, undefined, cookie);
  const checkoutUrl = res.statusCode === 200 ? (res.json().checkoutUrl as string) : undefined;
  return {
    res,
    checkoutUrl,
    preferenceId: checkoutUrl ? new URL(checkoutUrl).searchParams.get('pref_id')! : '',
  };
}

/** The order as its shopper sees it (GET /api/pedidos/:id). */
export async function shopperOrder(ctx: TestContext, cookie: string, orderId: string) {
  const res = await ctx.app.inject({ url: `/api/pedidos/${orderId}`, headers: { cookie } });
  return res.json() as { paymentStatus: string; paymentMethod: string; total: number };
}

export async function storedOrder(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function historyOf(ctx: TestContext, orderId: string) {
  return ctx.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(paymentEvents.id);
}

export async function paymentCount(ctx: TestContext) {
  return (await ctx.database.db.select().from(mercadoPagoPayments)).length;
}
