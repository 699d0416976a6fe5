/**
 * The owner's "Datos de la tienda" (docs/decisions/0028-shop-facts-in-the-database.md): the
 * environment's SHOP_* values until the owner saves, then the stored ones in every answer, page,
 * mail and process; the CBU's and CUIT's check digits and the WhatsApp number are checked; the
 * back office lists the facts that still hold a stand-in.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_FACT_PLACEHOLDERS, type ShopFacts, type ShopInfo } from '@shop/domain';
import { createShopFactsService } from '../src/modules/shop/service.ts';
import { ORIGIN } from './accounts-support.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer, type SignedInCustomer, placeOrder } from './factories/index.ts';

/** A web/dist whose renderer prints the shop's alias and the JSON-LD hours it is given. */
function factsWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-facts-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>t</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export async function render(request, ctx) {
      return { status: 200, lang: ctx.lang, head: '', html: '<p id="alias">' + ctx.shop.bankAlias + '</p>' };
    }
    export async function pageHead(url, ctx) {
      return { status: 200, title: 't', head: '<meta name="hours" content="' + ctx.site.openingHours.join(';') + '">' };
    }`,
  );
  return path.join(root, 'dist');
}

const saved: ShopFacts = {
  name: 'Keto Salta',
  nameEn: 'Keto Salta Bakery',
  whatsapp: '5493874123456',
  infoEmail: 'hola@ketosalta.com.ar',
  developerEmail: 'web@ketosalta.com.ar',
  ordersEmail: 'pedidos@ketosalta.com.ar',
  address: 'Caseros 500, Salta',
  city: 'Salta Capital',
  region: 'Salta',
  postalCode: '4400',
  instagramUrl: 'https://www.instagram.com/ketosalta',
  bankAlias: 'KETO.SALTA.PAN',
  bankCbu: '2850590940090418135201',
  bankHolder: 'Ana Pérez',
  bankCuit: '20301234563',
  bankName: 'Banco Macro',
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
    { days: [6], opens: '09:00', closes: '13:00' },
  ],
};

let ctx: TestContext;
let admin: SignedInCustomer;
let customer: SignedInCustomer;

beforeAll(async () => {
  // Pages are cached (4 s): a change of facts must still show on the next page.
  ctx = await createTestApp({ WEB_DIST_DIR: factsWebApp(), CATALOG_CACHE_TTL_MS: '4000' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'facts'));
});
afterAll(() => ctx?.close());

const put = (body: unknown, cookie = admin.cookie) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/shop-facts',
    payload: body as object,
    headers: { origin: ORIGIN, cookie },
  });
const shop = async () => (await ctx.app.inject({ url: '/api/shop' })).json() as ShopInfo;
const page = () => ctx.app.inject({ url: '/about', headers: { accept: 'text/html' } });

describe('the shop facts', () => {
  it('are the environment values until the owner saves, with the stand-ins listed for the warning', async () => {
    expect(await shop()).toMatchObject({
      whatsapp: SHOP_FACT_PLACEHOLDERS.whatsapp,
      bankAlias: SHOP_FACT_PLACEHOLDERS.bankAlias,
      hours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' }],
    });
    const view = await ctx.app.inject({ url: '/api/admin/shop-facts', headers: { cookie: admin.cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ saved: false });
    expect(view.json().placeholders).toEqual(
      expect.arrayContaining(['whatsapp', 'bankAlias', 'bankCbu', 'bankHolder', 'bankCuit']),
    );
    // Only the owner.
    expect((await ctx.app.inject({ url: '/api/admin/shop-facts' })).statusCode).toBe(401);
    expect((await put(saved, customer.cookie)).statusCode).toBe(403);
  });

  it('refuses a CBU or CUIT with wrong check digits and a number WhatsApp cannot reach, changing nothing', async () => {
    const bad = await put({ ...saved, bankCbu: '2850590940090418135202', bankCuit: '20301234560' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ bankCbu: 'validation.cbu', bankCuit: 'validation.cuit' });
    const phone = await put({ ...saved, whatsapp: '+54 9 000 000 0000' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields).toEqual({ whatsapp: 'validation.whatsapp' });
    expect((await shop()).bankAlias).toBe(SHOP_FACT_PLACEHOLDERS.bankAlias);
  });

  it('once saved, are what answers, cached pages, mails and other processes state', async () => {
    const before = await page();
    expect(before.body).toContain(`<p id="alias">${SHOP_FACT_PLACEHOLDERS.bankAlias}</p>`);
    expect(before.body).toContain('content="Mo-Fr 09:00-19:00"');
    // Another process on the same database keeps its own copy.
    const other = createShopFactsService(ctx.database.db, {
      defaults: ctx.config.shop,
      paymentMethods: ctx.config.paymentMethods,
      cacheTtlMs: 4000,
      refreshMs: 250,
    });
    await other.load();

    const res = await put({ ...saved, whatsapp: '+54 9 387 412-3456', bankCuit: '20-30123456-3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saved: true, placeholders: [] });

    expect(await shop()).toMatchObject({
      whatsapp: '5493874123456',
      whatsappDisplay: '+54 9 387 412 3456',
      bankAlias: 'KETO.SALTA.PAN',
      bankCuit: '20301234563',
    });
    // The page cached a moment ago is not served again: new alias, new hours, new embedded facts.
    const after = await page();
    expect(after.body).toContain('<p id="alias">KETO.SALTA.PAN</p>');
    expect(after.body).toContain('content="Mo-Fr 09:00-18:00;Sa 09:00-13:00"');
    expect(after.body).toContain('"bankCbu":"2850590940090418135201"');
    expect(after.body).not.toContain(SHOP_FACT_PLACEHOLDERS.bankAlias);

    // The other process follows within its refresh.
    const deadline = Date.now() + 3000;
    while (other.get().bankAlias !== 'KETO.SALTA.PAN' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(other.get().bankAlias).toBe('KETO.SALTA.PAN');
    other.close();

    // A new order's mail states the saved alias, CBU, holder and hours.
    const order = await placeOrder(ctx, customer.cookie, { items: [{ id: '1', quantity: 1 }] });
    expect(order.statusCode).toBe(201);
    await ctx.drainMail();
    const mail = ctx.mails.find((m) => m.to === 'ana@example.com')!;
    expect(mail.subject).toContain('Keto Salta');
    expect(mail.text).toContain('alias KETO.SALTA.PAN o al CBU 2850590940090418135201');
    expect(mail.text).toContain('titular Ana Pérez, CUIT 20301234563, Banco Macro');
    expect(mail.text).toContain('de lunes a viernes de 9 a 18\u00a0h; sábado de 9 a 13\u00a0h');
    expect(ctx.mails.some((m) => m.to === 'pedidos@ketosalta.com.ar')).toBe(true);
  });
});
