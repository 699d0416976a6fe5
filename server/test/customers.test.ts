import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, placeOrder } from './factories/index.ts';
import { pickupChoice, zoneChoice } from './delivery-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => ctx.close());

const profile = {
  nombre: ' Lucía ',
  apellido: 'Gómez',
  email: 'lucia@example.com',
  direccion: 'Caseros 123',
  telefono: '387 555 0000',
  notas: 'Timbre 2',
};

describe('/api/cliente', () => {
  it('answers 401 without a session, for reading and for saving', async () => {
    const get = await ctx.app.inject({ url: '/api/cliente' });
    expect(get.statusCode).toBe(401);
    expect(get.json().error).toMatchObject({ code: 'unauthenticated', message: 'Tenés que iniciar sesión.' });
    const save = await post(ctx, '/api/cliente', profile);
    expect(save.statusCode).toBe(401);
  });

  it('reads blanks with the account e-mail before the first save, then saves and reads the profile', async () => {
    const { cookie } = await signedInCustomer(ctx, 'lucia');
    const first = await ctx.app.inject({ url: '/api/cliente', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      username: 'lucia',
      email: 'lucia@example.com',
      nombre: '',
      telefono: '',
      notas: '',
    });

    const saved = await post(ctx, '/api/cliente', profile, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cliente).toMatchObject({
      nombre: 'Lucía',
      apellido: 'Gómez',
      direccion: 'Caseros 123',
      notas: 'Timbre 2',
    });

    const again = await ctx.app.inject({ url: '/api/cliente', headers: { cookie } });
    expect(again.json()).toMatchObject({ nombre: 'Lucía', telefono: '387 555 0000' });
  });

  it('refuses a profile with blank required fields and changes nothing', async () => {
    const { cookie } = await signedInCustomer(ctx, 'mario');
    await post(ctx, '/api/cliente', { ...profile, email: 'mario@example.com' }, cookie);
    const bad = await post(ctx, '/api/cliente', { ...profile, nombre: '   ', telefono: '' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      nombre: 'validation.required',
      telefono: 'validation.required',
    });
    const stored = await ctx.app.inject({ url: '/api/cliente', headers: { cookie } });
    expect(stored.json().nombre).toBe('Lucía');
  });

  it('keeps each customer to their own profile', async () => {
    const ana = await signedInCustomer(ctx, 'ana_own');
    const ben = await signedInCustomer(ctx, 'ben_own');
    await post(ctx, '/api/cliente', { ...profile, nombre: 'Ana', email: ana.email }, ana.cookie);
    // Ben tries to write Ana's profile by naming her id and username in the body.
    const attempt = await post(
      ctx,
      '/api/cliente',
      { ...profile, nombre: 'Hacked', id: ana.user.id, userId: ana.user.id, username: 'ana_own' },
      ben.cookie,
    );
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json().cliente).toMatchObject({ id: ben.user.id, username: 'ben_own', nombre: 'Hacked' });
    const anaProfile = await ctx.app.inject({
      url: '/api/cliente?userId=' + ben.user.id,
      headers: { cookie: ana.cookie },
    });
    expect(anaProfile.json()).toMatchObject({ id: ana.user.id, nombre: 'Ana' });
  });
});

describe('"Guardar estos datos para la próxima" at checkout', () => {
  /** Marta's delivery order, paid in cash, with `extra` over it. */
  const order = (extra: Record<string, unknown>) => ({
    firstname: 'Marta',
    lastname: 'Ríos',
    email: 'marta.pedidos@example.com',
    address: 'Caseros 456',
    addressNotes: 'Portón verde',
    phone: '387 611 2233',
    paymentMethod: 'efectivo',
    delivery: zoneChoice(4),
    ...extra,
  });

  it("keeps a delivery order's details as the profile, in the order's transaction, and leaves the profile alone without the box", async () => {
    const { cookie } = await signedInCustomer(ctx, 'marta_saves');
    const unticked = await placeOrder(ctx, cookie, order({}));
    expect(unticked.statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).json()).toMatchObject({
      nombre: '',
      direccion: '',
      telefono: '',
    });

    const ticked = await placeOrder(ctx, cookie, order({ saveDetails: true }));
    expect(ticked.statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).json()).toMatchObject({
      nombre: 'Marta',
      apellido: 'Ríos',
      email: 'marta.pedidos@example.com',
      direccion: 'Caseros 456',
      telefono: '387 611 2233',
      notas: 'Portón verde',
    });
  });

  it('a pickup order updates name, e-mail and phone and keeps the stored address', async () => {
    const { cookie } = await signedInCustomer(ctx, 'marta_pickup');
    expect((await post(ctx, '/api/cliente', profile, cookie)).statusCode).toBe(200);
    const pickup = await placeOrder(
      ctx,
      cookie,
      order({
        saveDetails: true,
        address: '',
        addressNotes: '',
        delivery: pickupChoice(4),
        phone: '387 000 1111',
      }),
    );
    expect(pickup.statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).json()).toMatchObject({
      nombre: 'Marta',
      telefono: '387 000 1111',
      direccion: 'Caseros 123',
      notas: 'Timbre 2',
    });
  });

  it('an order refused (unknown product) saves nothing', async () => {
    const { cookie } = await signedInCustomer(ctx, 'marta_refused');
    const refused = await placeOrder(
      ctx,
      cookie,
      order({ saveDetails: true, items: [{ id: '999', quantity: 1 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).json()).toMatchObject({
      nombre: '',
      direccion: '',
    });
  });
});
