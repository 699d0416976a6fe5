/**
 * The subscribe offer: subscribe → confirm by the mailed link → a single-use 10 % code
 * for a first order → use it; unsubscribe links; the owner's list and CSV; rate limits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, mailOutbox, subscribers } from '../src/db/schema.ts';
import type { MailMessage } from '../src/plugins/mail.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, placeOrder } from './factories/index.ts';

let ctx: TestContext;
let admin: SignedInCustomer;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_ACCOUNT: '3' });
  admin = await signedInAdmin(ctx, 'subs_admin');
});
afterAll(() => ctx.close());

/** Waits for the next mail to `to` after `after` mails. */
async function mailTo(to: string, after: number): Promise<MailMessage> {
  for (let i = 0; i < 200; i++) {
    const mail = ctx.mails.slice(after).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const linkToken = (mail: MailMessage, path: string) => {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([\\w-]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};

/** Subscribes and confirms `email`; returns the code mail. */
async function subscribeAndConfirm(email: string, lang = 'es') {
  let before = ctx.mails.length;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/subscribers?lang=${lang}`,
    payload: { email },
    headers: { origin: ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(202);
  const confirmMail = await mailTo(email.toLowerCase(), before);
  before = ctx.mails.length;
  const confirmed = await post(ctx, '/api/subscribers/confirm', {
    token: linkToken(confirmMail, '/subscribe/confirm'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().status).toBe('confirmed');
  return { confirmMail, codeMail: await mailTo(email.toLowerCase(), before) };
}

describe('subscribe → confirm → code → order', () => {
  it('mails a confirmation link, then a single-use 10 % code that works once on a first order', async () => {
    const { confirmMail, codeMail } = await subscribeAndConfirm('Lucia@Example.com');
    expect(confirmMail.subject).toMatch(/confirmá tu e-mail/);
    expect(confirmMail.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=/);
    const code = /\b(BIENVENIDA-[A-Z0-9]{8})\b/.exec(codeMail.text)?.[1];
    expect(code, codeMail.text).toBeDefined();
    expect(codeMail.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.code, code!))).toEqual([
      expect.objectContaining({
        kind: 'percent',
        value: 10,
        maxUses: 1,
        firstOrderOnly: true,
        source: 'subscriber',
      }),
    ]);

    const shopper = await signedInCustomer(ctx, 'lucia');
    const order = {
      firstname: 'Lucía',
      lastname: 'Gómez',
      email: 'lucia@example.com',
      address: 'Mitre 1',
      phone: '387 5001122',
      paymentMethod: 'efectivo',
      coupon: code!.toLowerCase(),
      items: [
        { id: '12', quantity: 1 },
        { id: '3', quantity: 1 },
      ],
    };
    const placed = await placeOrder(ctx, shopper.cookie, order);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().pedido).toMatchObject({
      subtotal: 27000,
      discount: 2700,
      total: 24300,
      coupon: code,
    });

    const again = await placeOrder(ctx, shopper.cookie, order);
    expect(again.statusCode).toBe(409);
    expect(['coupon_used_up', 'coupon_not_first_order']).toContain(again.json().error.code);
  });

  it('keeps no confirmation link, unsubscribe link or code in the mail outbox once sent', async () => {
    const { confirmMail, codeMail } = await subscribeAndConfirm('secreto@example.com');
    const secrets = [
      linkToken(confirmMail, '/subscribe/confirm'),
      linkToken(confirmMail, '/unsubscribe'),
      /\b(BIENVENIDA-[A-Z0-9]{8})\b/.exec(codeMail.text)![1]!,
    ];
    await ctx.drainMail();
    const rows = async () =>
      ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'secreto@example.com'));
    // The row is marked sent just after the mail went out.
    for (let i = 0; i < 100 && (await rows()).some((r) => r.status !== 'sent'); i++)
      await new Promise((r) => setTimeout(r, 20));
    const stored = await rows();
    expect(stored.map((r) => [r.kind, r.status])).toEqual([
      ['subscriber', 'sent'],
      ['subscriber', 'sent'],
    ]);
    const kept = JSON.stringify(stored);
    for (const secret of secrets) expect(kept).not.toContain(secret);
  });

  it('writes to an English subscriber in English', async () => {
    const { confirmMail, codeMail } = await subscribeAndConfirm('tom@example.com', 'en');
    expect(confirmMail.subject).toMatch(/confirm your e-mail/);
    expect(codeMail.text).toMatch(/your code for 10 % off|Your code for 10 % off/);
  });

  it('a second click on the link makes no second code; a wrong or malformed token is 404', async () => {
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    await post(ctx, '/api/subscribers', { email: 'twice@example.com' });
    const token = linkToken(await mailTo('twice@example.com', before), '/subscribe/confirm');
    expect((await post(ctx, '/api/subscribers/confirm', { token })).json().status).toBe('confirmed');
    const second = await post(ctx, '/api/subscribers/confirm', { token });
    expect(second.json().status).toBe('already_confirmed');
    const rows = await ctx.database.db.select().from(coupons).where(eq(coupons.source, 'subscriber'));
    const [sub] = await ctx.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'twice@example.com'));
    expect(rows.filter((c) => c.id === sub.couponId)).toHaveLength(1);
    expect((await post(ctx, '/api/subscribers/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    const malformed = await post(ctx, '/api/subscribers/confirm', { token: '<script>' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe('invalid_token');
  });

  it('subscribing again once confirmed mails the same code, and answers the same as a new address', async () => {
    const { codeMail } = await subscribeAndConfirm('again@example.com');
    const code = /BIENVENIDA-[A-Z0-9]{8}/.exec(codeMail.text)![0];
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    const res = await post(ctx, '/api/subscribers', { email: 'again@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    expect((await mailTo('again@example.com', before)).text).toContain(code);
  });

  it('refuses a bad e-mail with 400 and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(subscribers)).length;
    for (const email of ['', 'no-es-un-mail', 'a@b', 'x'.repeat(250) + '@example.com']) {
      const res = await post(ctx, '/api/subscribers', { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields.email).toMatch(/^validation\./);
    }
    expect((await ctx.database.db.select().from(subscribers)).length).toBe(before);
  });

  it('limits how often one address is mailed (429 with Retry-After)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(ctx, '/api/subscribers', { email: 'flood@example.com' })).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    const refused = await post(ctx, '/api/subscribers', { email: 'flood@example.com' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('rate_limited');
  });
});

describe('unsubscribe', () => {
  it('the link of any mail ends the subscription; a wrong token is 404', async () => {
    const { codeMail } = await subscribeAndConfirm('bye@example.com');
    const token = linkToken(codeMail, '/unsubscribe');
    const res = await post(ctx, '/api/subscribers/unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed', email: 'bye@example.com' });
    const [row] = await ctx.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'bye@example.com'));
    expect(row.status).toBe('baja');
    expect(row.unsubscribedAt).not.toBeNull();
    expect((await post(ctx, '/api/subscribers/unsubscribe', { token })).statusCode).toBe(200);
    expect((await post(ctx, '/api/subscribers/unsubscribe', { token: 'y'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('botón de baja (POST /api/subscribers/leave)', () => {
  it('mails a subscribed address the link that ends its subscription, answers the same for an unknown one, and the link works', async () => {
    await subscribeAndConfirm('baja@example.com', 'en');
    const before = ctx.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers/leave',
      payload: { email: ' BAJA@example.com ' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    const mail = await mailTo('baja@example.com', before);
    expect(mail.subject).toMatch(/confirm you want to stop/);
    const token = linkToken(mail, '/unsubscribe');

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers/leave',
      payload: { email: 'nadie@example.com' },
      headers: { origin: ORIGIN },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ status: 'pending' });
    await ctx.drainMail();
    expect(ctx.mails.some((m) => m.to === 'nadie@example.com')).toBe(false);

    expect((await post(ctx, '/api/subscribers/unsubscribe', { token })).json()).toMatchObject({
      status: 'unsubscribed',
      email: 'baja@example.com',
    });
    const [row] = await ctx.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'baja@example.com'));
    expect(row?.status).toBe('baja');
    // Already out: no second mail.
    const after = ctx.mails.length;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/subscribers/leave',
          payload: { email: 'baja@example.com' },
          headers: { origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(202);
    await ctx.drainMail();
    expect(ctx.mails.slice(after).some((m) => m.to === 'baja@example.com')).toBe(false);
  });

  it('refuses a malformed address and limits tries per address', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers/leave',
      payload: { email: 'no-es-mail' },
      headers: { origin: ORIGIN },
    });
    expect(bad.statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/subscribers/leave',
            payload: { email: 'limit-baja@example.com' },
            headers: { origin: ORIGIN },
          })
        ).statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe('admin subscribers', () => {
  it('lists them for administrators only, and exports a CSV', async () => {
    await subscribeAndConfirm('csv@example.com');
    expect((await ctx.app.inject({ url: '/api/admin/subscribers' })).statusCode).toBe(401);
    const customer = await signedInCustomer(ctx, 'subs_customer');
    expect(
      (await ctx.app.inject({ url: '/api/admin/subscribers.csv', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);

    const list = await ctx.app.inject({ url: '/api/admin/subscribers', headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    const csvRow = list.json().items.find((s: { email: string }) => s.email === 'csv@example.com');
    expect(csvRow).toMatchObject({
      status: 'confirmado',
      couponUsed: false,
      coupon: expect.stringMatching(/^BIENVENIDA-/),
    });
    const filtered = await ctx.app.inject({
      url: '/api/admin/subscribers?status=baja',
      headers: { cookie: admin.cookie },
    });
    expect(filtered.json().items.every((s: { status: string }) => s.status === 'baja')).toBe(true);
    expect(
      (await ctx.app.inject({ url: '/api/admin/subscribers?status=otro', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);

    const csv = await ctx.app.inject({
      url: '/api/admin/subscribers.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="suscriptores\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,estado,idioma,alta,confirmado,baja,codigo,codigo_usado');
    expect(lines.find((l) => l.startsWith('csv@example.com,confirmado,es,'))).toMatch(
      /,BIENVENIDA-[A-Z0-9]{8},no$/,
    );
    expect(lines.some((l) => l.startsWith('lucia@example.com,') && l.endsWith(',si'))).toBe(true);
  });
});
