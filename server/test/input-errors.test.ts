/**
 * One mapping of schema validation failures for every route (lib/schema-validation-error.ts):
 * each bad field is named, and the message and the fields' words are in the request's language
 * (never zod's English, never an empty field name), on the owner's routes too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer } from './factories/index.ts';

let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin } = await adminAndCustomer(ctx, 'inputs'));
});
afterAll(() => ctx.close());

const get = (url: string, language?: string) =>
  ctx.app.inject({
    url,
    headers: { cookie: admin.cookie, ...(language ? { 'accept-language': language } : {}) },
  });

describe('validation errors of an owner route', () => {
  it('names an unknown query key, in Spanish and in English', async () => {
    const es = await get('/api/admin/production?day=2031-01-01');
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toEqual({
      code: 'invalid_input',
      message: 'Parámetros inválidos: day parámetro desconocido',
      fields: { day: 'parámetro desconocido' },
    });
    const en = await get('/api/admin/production?day=2031-01-01', 'en');
    expect(en.json().error).toEqual({
      code: 'invalid_input',
      message: 'Invalid parameters: day unknown parameter',
      fields: { day: 'unknown parameter' },
    });
  });

  it('says which values a bad enum takes, in Spanish and in English', async () => {
    const es = await get('/api/admin/reviews?lang=fr');
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toEqual({
      code: 'invalid_input',
      message: 'Parámetros inválidos: lang debe ser uno de: es, en',
      fields: { lang: 'debe ser uno de: es, en' },
    });
    const en = await get('/api/admin/dashboard?lang=fr', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toEqual({
      code: 'invalid_input',
      message: 'Invalid parameters: lang must be one of: es, en',
      fields: { lang: 'must be one of: es, en' },
    });
  });

  it("keeps the domain's key in fields and words it in the message", async () => {
    const res = await get('/api/admin/orders-export.csv?from=2031-05-02&to=2031-05-01', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'Invalid parameters: to the end date cannot be before the start date',
      fields: { to: 'validation.dateRange' },
    });
  });

  it("names an unknown body key without zod's English", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/push/unsubscribe',
      headers: { cookie: admin.cookie },
      payload: { endpoint: 'https://push.example/1', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'Revisá los datos ingresados: extra parámetro desconocido',
      fields: { extra: 'parámetro desconocido' },
    });
  });
});
