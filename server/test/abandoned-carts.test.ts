/**
 * Abandoned-cart recovery (docs/decisions/0024-abandoned-carts.md) on a real database: the sweep
 * job mails a cart left unchanged past the delay once (in the shopper's language, with lines,
 * total, restore and stop links), never after an order or once emptied, never twice in 7 days, never after the
 * address opted out, never while the owner has reminders off; the restore link works on any device
 * for 7 days; the owner's list and settings.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArs, shopDayStart, shopToday, weekStartDate } from '@shop/domain';
import { cartReminders, guestCarts, savedListLines, users } from '../src/db/schema.ts';
import { ABANDONED_CART_SWEEP } from '../src/modules/abandoned-carts/index.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, insertOrder } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'http://localhost:3000' });
  admin = await signedInAdmin(ctx, 'ab_owner');
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
}

/** A shopper with a saved cart last changed `hoursAgo` hours ago. */
async function shopperWithCart(
  name: string,
  hoursAgo: number,
  lines = [
    { productId: '1', quantity: 2 },
    { productId: '12', quantity: 1 },
  ],
) {
  const shopper = await signedInCustomer(ctx, name);
  expect((await call('PATCH', '/api/cart', shopper.cookie, { set: lines })).statusCode).toBe(200);
  await ageCart(shopper.user.id, hoursAgo);
  return shopper;
}
async function ageCart(userId: string, hoursAgo: number) {
  await ctx.database.db
    .update(savedListLines)
    .set({ updatedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(savedListLines.userId, userId));
}

/** Runs one sweep and sends its mails; @returns the reminder mails it sent. */
async function sweep() {
  const before = ctx.mails.length;
  await ctx.app.jobs.enqueue(ABANDONED_CART_SWEEP, {});
  await ctx.drainJobs();
  await ctx.drainMail();
  return ctx.mails.slice(before).filter((m) => /carrito te está esperando|cart is waiting/.test(m.subject));
}

const restoreToken = (text: string) => /\/cart\?restore=([\w-]+)/.exec(text)?.[1];
const stopToken = (text: string) => /\/unsubscribe\?cart=([\w-]+)/.exec(text)?.[1];

describe('abandoned-cart reminders', () => {
  it('mails a cart left past the delay once, with its lines, total and links; not a fresh one', async () => {
    const left = await shopperWithCart('ab_left', 7);
    const fresh = await shopperWithCart('ab_fresh', 1);
    const mails = await sweep();
    expect(mails.map((m) => m.to)).toEqual([left.email]);
    const [mail] = mails;
    const bread = (await call('GET', '/api/products/1')).json();
    const cake = (await call('GET', '/api/products/12')).json();
    expect(mail!.text).toContain(`${bread.title} × 2`);
    expect(mail!.text).toContain(`${cake.title} × 1`);
    expect(mail!.text).toContain(`Total: ${formatArs(bread.price * 2 + cake.price, 'es')}`);
    expect(restoreToken(mail!.text)).toBeTruthy();
    expect(stopToken(mail!.text)).toBeTruthy();
    // Stored hashed: the token itself is nowhere in the database.
    const [row] = await ctx.database.db
      .select()
      .from(cartReminders)
      .where(eq(cartReminders.userId, left.user.id));
    expect(row!.restoreTokenHash).not.toContain(restoreToken(mail!.text)!);
    // The next sweep sends nothing more to either.
    expect(await sweep()).toEqual([]);
    await ageCart(fresh.user.id, 7);
    expect((await sweep()).map((m) => m.to)).toEqual([fresh.email]);
  });

  it('never after an order placed since the cart last changed, and never twice in 7 days', async () => {
    const ordered = await shopperWithCart('ab_ordered', 8);
    await insertOrder(ctx, {
      userId: ordered.user.id,
      lines: [[1, 1, 4000]],
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const once = await shopperWithCart('ab_once', 8);
    expect((await sweep()).map((m) => m.to)).toEqual([once.email]);
    // Changed again and left again: still inside the 7 days of the first reminder.
    expect(
      (await call('PATCH', '/api/cart', once.cookie, { set: [{ productId: '2', quantity: 1 }] })).statusCode,
    ).toBe(200);
    await ageCart(once.user.id, 8);
    expect(await sweep()).toEqual([]);
    // 8 days later it may be reminded again.
    await ctx.database.db
      .update(cartReminders)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(cartReminders.userId, once.user.id));
    expect((await sweep()).map((m) => m.to)).toEqual([once.email]);
  });

  it('never for a cart emptied before the delay', async () => {
    const emptied = await shopperWithCart('ab_emptied', 0);
    expect(
      (
        await call('PATCH', '/api/cart', emptied.cookie, {
          set: [
            { productId: '1', quantity: 0 },
            { productId: '12', quantity: 0 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    await ageCart(emptied.user.id, 8);
    expect((await sweep()).map((m) => m.to)).not.toContain(emptied.email);
  });

  it('mails in the shopper’s language', async () => {
    const english = await shopperWithCart('ab_english', 7);
    await ctx.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, english.user.id));
    const [mail] = await sweep();
    expect(mail!.to).toBe(english.email);
    expect(mail!.subject).toMatch(/your cart is waiting for you/);
    expect(mail!.text).toMatch(/Open your cart on any device/);
  });
});

describe('the reminder’s links', () => {
  it('restores the reminded cart on any device, with today’s catalogue prices, for 7 days', async () => {
    const shopper = await shopperWithCart('ab_restore', 7, [{ productId: '3', quantity: 4 }]);
    const [mail] = await sweep();
    const token = restoreToken(mail!.text)!;
    // Another device: no session at all.
    const res = await call('POST', '/api/cart-reminders/restore?lang=en', undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    const product = (await call('GET', '/api/products/3?lang=en')).json();
    expect(res.json().lines).toEqual([
      expect.objectContaining({ id: '3', title: product.title, price: product.price, quantity: 4 }),
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(cartReminders)
      .where(eq(cartReminders.userId, shopper.user.id));
    expect(row!.restoredAt).not.toBeNull();
    // The shopper orders after opening the link (counted in the owner's figures), and once before (not counted).
    await insertOrder(ctx, { userId: shopper.user.id, lines: [[3, 4, 3000]] });
    await insertOrder(ctx, {
      userId: shopper.user.id,
      lines: [[3, 1, 3000]],
      createdAt: new Date(Date.now() - 86_400_000),
    });

    await ctx.database.db
      .update(cartReminders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(cartReminders.userId, shopper.user.id));
    const expired = await call('POST', '/api/cart-reminders/restore', undefined, { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toMatchObject({
      code: 'cart_link_invalid',
      message: expect.stringMatching(/7 días/),
    });
    expect(
      (await call('POST', '/api/cart-reminders/restore', undefined, { token: 'x'.repeat(32) })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/cart-reminders/restore', undefined, { token: 'short' })).statusCode,
    ).toBe(400);
  });

  it('the stop link ends reminders for that address', async () => {
    const shopper = await shopperWithCart('ab_stop', 7);
    const [mail] = await sweep();
    const res = await call('POST', '/api/cart-reminders/unsubscribe', undefined, {
      token: stopToken(mail!.text)!,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: shopper.email });
    await ctx.database.db
      .update(cartReminders)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(cartReminders.userId, shopper.user.id));
    expect(await sweep()).toEqual([]);
  });
});

describe('the owner', () => {
  it('lists saved carts with their reminder, and switches reminders off and on with a delay', async () => {
    const list = await call('GET', '/api/admin/abandoned-carts', admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.settings).toEqual({ enabled: true, afterMinutes: 360 });
    const restored = body.items.find((i: { email: string }) => i.email === 'ab_restore@example.com');
    expect(restored).toMatchObject({
      restored: true,
      remindedAt: expect.any(String),
      totalArs: expect.any(Number),
    });
    expect(restored.lines).toEqual([expect.objectContaining({ productId: '3', quantity: 4 })]);
    // Reminders sent in these tests so far, the one link opened, and the order placed after it.
    const sent = await ctx.database.db.select().from(cartReminders);
    expect(body.recovery).toEqual({ reminded: sent.length, restored: 1, orders: 1, revenueArs: 12_000 });

    expect(
      (
        await call('PUT', '/api/admin/abandoned-carts/settings', admin.cookie, {
          enabled: false,
          afterMinutes: 60,
        })
      ).json(),
    ).toEqual({ enabled: false, afterMinutes: 60 });
    const off = await shopperWithCart('ab_off', 2);
    expect(await sweep()).toEqual([]);
    await call('PUT', '/api/admin/abandoned-carts/settings', admin.cookie, {
      enabled: true,
      afterMinutes: 60,
    });
    expect((await sweep()).map((m) => m.to)).toEqual([off.email]);

    const bad = await call('PUT', '/api/admin/abandoned-carts/settings', admin.cookie, {
      enabled: true,
      afterMinutes: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('afterMinutes');
    const customer = await signedInCustomer(ctx, 'ab_nosy');
    expect((await call('GET', '/api/admin/abandoned-carts', customer.cookie)).statusCode).toBe(403);
  });

  it('"Recordar por WhatsApp" gives a wa.me link with the cart and a restore link, and counts as the reminder', async () => {
    const shopper = await shopperWithCart('ab_whatsapp', 7, [{ productId: '5', quantity: 2 }]);
    const profile = {
      nombre: 'Lucía',
      apellido: 'Gómez',
      email: shopper.email,
      direccion: 'Caseros 450',
      telefono: '0387 15 555 3333',
      notas: '',
    };
    expect((await call('POST', '/api/cliente', shopper.cookie, profile)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/abandoned-carts/${shopper.user.id}/whatsapp`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe('https://wa.me/5493875553333');
    const text = url.searchParams.get('text')!;
    const product = (await call('GET', '/api/products/5')).json();
    expect(text).toContain('¡Hola, Lucía Gómez!');
    expect(text).toContain(`${product.title} × 2`);
    const token = /\/cart\?restore=([\w-]+)/.exec(text)![1]!;
    expect((await call('POST', '/api/cart-reminders/restore', undefined, { token })).json().lines).toEqual([
      expect.objectContaining({ id: '5', quantity: 2 }),
    ]);
    // Reminded: the sweep leaves it alone, and the owner's list says how.
    expect((await sweep()).some((m) => m.to === shopper.email)).toBe(false);
    const item = (await call('GET', '/api/admin/abandoned-carts', admin.cookie))
      .json()
      .items.find((i: { email: string }) => i.email === shopper.email);
    expect(item).toMatchObject({
      remindedBy: 'whatsapp',
      canWhatsapp: true,
      restored: true,
      phone: '0387 15 555 3333',
    });

    const noPhone = await shopperWithCart('ab_nophone', 7);
    const refused = await call(
      'POST',
      `/api/admin/abandoned-carts/${noPhone.user.id}/whatsapp`,
      admin.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_whatsapp_phone');
    expect((await call('POST', '/api/admin/abandoned-carts/nobody/whatsapp', admin.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('a guest’s cart, kept from checkout’s "Avisame si me olvido algo" (decision 0031)', () => {
  const keep = (email: string, lines: { productId: string; quantity: number }[], lang = 'es') =>
    call('PUT', `/api/cart-reminders/guest?lang=${lang}`, undefined, { email, lines });
  const ageGuest = (email: string, hoursAgo: number) =>
    ctx.database.db
      .update(guestCarts)
      .set({ updatedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
      .where(eq(guestCarts.email, email));
  // Carts of the accounts above may still be due: only the guests' mails count here.
  const guestSweep = async () => (await sweep()).filter((m) => m.to.startsWith('guest.'));

  it('mails the typed address once past the delay, with the restore and stop links; then forgets the cart', async () => {
    const res = await keep(' Guest.One@Example.com ', [
      { productId: '2', quantity: 3 },
      { productId: '999999', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kept: true });
    // Kept under the address in lower case, with listed products only, and nothing else of the guest.
    const [row] = await ctx.database.db
      .select()
      .from(guestCarts)
      .where(eq(guestCarts.email, 'guest.one@example.com'));
    expect(row).toMatchObject({ lang: 'es', lines: [{ productId: 2, quantity: 3 }] });
    expect(await guestSweep()).toEqual([]); // not yet past the delay
    await ageGuest('guest.one@example.com', 7);
    const [mail, ...more] = await guestSweep();
    expect(more).toEqual([]);
    expect(mail!.to).toBe('guest.one@example.com');
    expect(mail!.text).toMatch(/^¡Hola!/);
    const product = (await call('GET', '/api/products/2')).json();
    expect(mail!.text).toContain(`${product.title} × 3`);
    const restored = await call('POST', '/api/cart-reminders/restore', undefined, {
      token: restoreToken(mail!.text)!,
    });
    expect(restored.json().lines).toEqual([expect.objectContaining({ id: '2', quantity: 3 })]);
    // One reminder per ticked box: the cart is gone, the next sweep sends nothing.
    expect(
      await ctx.database.db.select().from(guestCarts).where(eq(guestCarts.email, 'guest.one@example.com')),
    ).toEqual([]);
    expect(await guestSweep()).toEqual([]);

    // The stop link works as for an account; the address then gets no more reminders.
    const stop = await call('POST', '/api/cart-reminders/unsubscribe', undefined, {
      token: stopToken(mail!.text)!,
    });
    expect(stop.json()).toEqual({ email: 'guest.one@example.com' });
    await ctx.database.db
      .update(cartReminders)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(cartReminders.email, 'guest.one@example.com'));
    await keep('guest.one@example.com', [{ productId: '2', quantity: 1 }]);
    await ageGuest('guest.one@example.com', 7);
    expect(await guestSweep()).toEqual([]);
  });

  it('no lines forget the cart (box unticked, order sent); English when asked; bad input refused', async () => {
    await keep('guest.two@example.com', [{ productId: '4', quantity: 1 }]);
    const forgot = await keep('guest.two@example.com', []);
    expect(forgot.json()).toEqual({ kept: false });
    await ageGuest('guest.two@example.com', 7);
    expect(await guestSweep()).toEqual([]);

    await keep('guest.three@example.com', [{ productId: '4', quantity: 1 }], 'en');
    await ageGuest('guest.three@example.com', 7);
    const [mail] = await guestSweep();
    expect(mail).toMatchObject({
      to: 'guest.three@example.com',
      subject: expect.stringMatching(/your cart/),
    });
    expect(mail!.text).toMatch(/^Hi!/);

    const bad = await keep('not an address', [{ productId: '4', quantity: 1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email');
    expect((await keep('guest.four@example.com', [{ productId: '4', quantity: 0 }])).statusCode).toBe(400);
  });
});

describe('the dashboard’s figures', () => {
  it('reminded, restored, orders from a restored cart and their revenue, today, this week and in 30 days', async () => {
    const all = await ctx.database.db.select().from(cartReminders);
    const res = await call('GET', '/api/admin/abandoned-carts/figures', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Reminders of these tests were sent now or 8 days ago; one order followed a restored link (ab_restore's).
    const since = (day: string) => all.filter((r) => r.sentAt >= shopDayStart(day));
    const expected = (rows: typeof all, orders: number) => ({
      reminded: rows.length,
      restored: rows.filter((r) => r.restoredAt !== null).length,
      orders,
      revenueArs: orders * 12_000,
    });
    const today = shopToday(new Date());
    expect(body.today).toBe(today);
    expect(body.todayFigures).toEqual(expected(since(today), 1));
    expect(body.weekFigures).toEqual(expected(since(weekStartDate(today)), 1));
    expect(body.last30Figures).toEqual(expected(all, 1));
    expect(all.length - since(today).length).toBe(3);

    // A reminder sent 40 days ago counts nowhere; one of 20 days ago only in the 30 days.
    const [older, oldest] = since(today);
    await ctx.database.db
      .update(cartReminders)
      .set({ sentAt: sql`now() - interval '20 days'` })
      .where(eq(cartReminders.id, older!.id));
    await ctx.database.db
      .update(cartReminders)
      .set({ sentAt: sql`now() - interval '40 days'` })
      .where(eq(cartReminders.id, oldest!.id));
    const later = (await call('GET', '/api/admin/abandoned-carts/figures', admin.cookie)).json();
    expect(later.todayFigures.reminded).toBe(since(today).length - 2);
    expect(later.last30Figures.reminded).toBe(all.length - 1);

    const customer = await signedInCustomer(ctx, 'ab_figures_nosy');
    expect((await call('GET', '/api/admin/abandoned-carts/figures', customer.cookie)).statusCode).toBe(403);
  });
});
