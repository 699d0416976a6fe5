import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { insertOrder, adminAndCustomer } from './factories/index.ts';

let ctx: TestContext;
let admin: { cookie: string };
let customer: { cookie: string; user: { id: string } };
let inside: string;
let lastMinute: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'export'));
  const userId = customer.user.id;
  // 00:00 of 1 March in Argentina is 03:00 UTC; 23:59 of 2 March is 02:59 UTC of the 3rd.
  await insertOrder(ctx, {
    userId,
    createdAt: new Date('2031-03-01T02:59:00Z'),
    firstname: 'Antes',
    lines: [[3, 1, 2000]],
  });
  inside = await insertOrder(ctx, {
    userId,
    createdAt: new Date('2031-03-01T03:00:00Z'),
    firstname: '=HYPERLINK("http://x","y")',
    day: '2031-03-04',
    window: 'manana',
    deliveryPriceArs: 2500,
    paymentStatus: 'pagado',
    lines: [
      [3, 2, 2000],
      [12, 1, 25000],
    ],
  });
  lastMinute = await insertOrder(ctx, {
    userId,
    createdAt: new Date('2031-03-03T02:59:00Z'),
    firstname: 'Último',
    status: 'cancelado',
    lines: [[1, 1, 4000]],
  });
  await insertOrder(ctx, {
    userId,
    createdAt: new Date('2031-03-03T03:00:00Z'),
    firstname: 'Después',
    lines: [[1, 1, 4000]],
  });
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin.cookie) => ctx.app.inject({ url, headers: { cookie } });

describe('the orders export', () => {
  it('gives the orders of the Argentina days asked, one row per line, with delivery, payment and customer', async () => {
    const res = await get('/api/admin/orders-export.csv?from=2031-03-01&to=2031-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-2031-03-01-2031-03-02.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]!.split(',')).toEqual(
      expect.arrayContaining(['pedido', 'fecha', 'estado_del_pago', 'dia_de_entrega', 'cantidad']),
    );
    expect(rows).toHaveLength(4); // header, two lines of `inside`, one of `lastMinute`
    expect(rows[1]).toContain(inside);
    expect(rows[1]).toContain('2031-03-01 00:00,pendiente,transferencia,pagado');
    expect(rows[1]).toContain(',pickup,Local,,2031-03-04,manana,2500,,0,29000,31500,3,P3,2,2000,4000');
    expect(rows[2]).toContain(',12,P12,1,25000,25000');
    expect(rows[3]).toContain(lastMinute);
    expect(rows[3]).toContain('2031-03-02 23:59,cancelado');
    expect(res.body).not.toMatch(/Antes|Después/);
  });

  it('neutralises values a spreadsheet would run as formulas', async () => {
    const res = await get('/api/admin/orders-export.csv?from=2031-03-01&to=2031-03-01');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });

  it('answers a bad or reversed range with 400 and the reason', async () => {
    const reversed = await get('/api/admin/orders-export.csv?from=2031-03-02&to=2031-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { to: 'validation.dateRange' },
    });
    expect(reversed.json().error.message).toContain('anterior a la inicial');
    const long = await get('/api/admin/orders-export.csv?from=2030-01-01&to=2031-03-01&lang=en');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('at most 366 days');
    expect((await get('/api/admin/orders-export.csv?from=2031-03-01')).statusCode).toBe(400);
    expect((await get('/api/admin/orders-export.csv?from=ayer&to=hoy')).statusCode).toBe(400);
    expect(
      (await get('/api/admin/orders-export.csv?from=2031-03-01&to=2031-03-01', customer.cookie)).statusCode,
    ).toBe(403);
  });
});
