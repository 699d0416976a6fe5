/**
 * nutrition facts, ingredients and allergens edited by the owner and
 * shown with the product, the catalogue filtered by allergens and net carbs and sorted by net
 * carbs or price, and bad input answered with a 400 that changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductList } from '@shop/domain';
import { products } from '../src/db/schema.ts';
import { seedFacts } from '../src/db/seed/nutrition.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInAdmin, type SignedInCustomer } from './factories/index.ts';

let ctx: TestContext;
let admin: SignedInCustomer;

beforeAll(async () => {
  // A long catalogue cache: the owner's edits must still show at once.
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '600000' });
  admin = await signedInAdmin(ctx, 'keto_admin');
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await ctx.app.inject({ url: `/api/products${query}` });
  return { res, body: res.json() as ProductList };
}

const patch = (id: string, payload: unknown, lang = 'es') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie: `${admin.cookie}; lang=${lang}`, 'accept-language': lang },
  });

const slice = { energyKcal: 110, fatG: 9, proteinG: 5, carbsG: 6, netCarbsG: 2, fiberG: 4, sugarsG: 0.5 };

describe('the product with its facts (GET /api/products/:idOrSlug)', () => {
  it('carries the seed facts, ingredients in the asked language and allergens', async () => {
    const es = (await ctx.app.inject({ url: '/api/products/pan-keto-de-semillas' })).json() as ProductDetail;
    expect(es.nutrition).toEqual(seedFacts['pan-keto-de-semillas'].nutrition);
    expect(es.nutrition?.perPortion.netCarbsG).toBe(2); // as the description says
    expect(es.allergens).toEqual(['eggs', 'nuts', 'sesame']);
    expect(es.ingredients).toMatch(/^Harina de almendras/);
    const en = (
      await ctx.app.inject({ url: '/api/products/pan-keto-de-semillas?lang=en' })
    ).json() as ProductDetail;
    expect(en.ingredients).toMatch(/^Almond flour/);
  });

  it('keeps the list items lean (no facts in every card)', async () => {
    const { body } = await list('?limit=1');
    expect(body.items[0]).not.toHaveProperty('nutrition');
  });
});

describe('every seed product has consistent facts', () => {
  it('17 products, net carbs per portion as their descriptions state', async () => {
    const rows = await ctx.database.db.select().from(products);
    expect(rows.filter((r) => r.nutrition && r.allergens && r.ingredientsEs && r.ingredientsEn)).toHaveLength(
      17,
    );
    for (const row of rows) {
      const net = row.nutrition!.perPortion.netCarbsG;
      // "2,5 g de carbohidratos netos" / "0.5 g net carbs": the description's figure is the stored one
      expect(row.detailsEn).toContain(`${net} g net carbs`);
    }
  });
});

describe('GET /api/products filtered and sorted', () => {
  it('leaves out the products with nuts, and only those', async () => {
    const { res, body } = await list('?exclude=nuts&limit=50');
    expect(res.statusCode).toBe(200);
    const withoutNuts = Object.entries(seedFacts)
      .filter(([, f]) => !f.allergens.includes('nuts'))
      .map(([slug]) => slug);
    expect(body.items.map((p) => p.slug)).toEqual(withoutNuts);
    expect(body.total).toBe(withoutNuts.length);
    expect(body.items.map((p) => p.slug)).toContain('crackers-keto-de-semillas');
  });

  it('gives each listed product what the filter reads, so the browser can narrow a list it shows', async () => {
    const { body } = await list('?limit=50');
    for (const p of body.items) {
      expect(p.allergens).toEqual(seedFacts[p.slug].allergens);
      expect(p.netCarbsG).toBe(seedFacts[p.slug].nutrition.perPortion.netCarbsG);
    }
  });

  it('combines allergens (comma list or repeated), category and the net-carbs limit', async () => {
    const a = await list('?exclude=milk,sesame&limit=50');
    const b = await list('?exclude=sesame&exclude=milk&limit=50');
    expect(a.body).toEqual(b.body);
    for (const p of a.body.items) expect(seedFacts[p.slug].allergens).not.toContain('milk');
    const { body } = await list('?maxNetCarbs=2&category=salados&limit=50');
    expect(body.items.length).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.category).toBe('salados');
      expect(seedFacts[p.slug].nutrition.perPortion.netCarbsG).toBeLessThanOrEqual(2);
    }
    expect(body.items.map((p) => p.slug)).toContain('chipa-keto'); // 0.5 g
    expect(body.items.map((p) => p.slug)).not.toContain('pan-de-hamburguesa-keto'); // 3 g
  });

  it('sorts by net carbs and by price', async () => {
    const byCarbs = (await list('?sort=netCarbs&limit=50')).body.items.map(
      (p) => seedFacts[p.slug].nutrition.perPortion.netCarbsG,
    );
    expect(byCarbs).toHaveLength(17);
    expect(byCarbs).toEqual(byCarbs.toSorted((x, y) => x - y));
    const asc = (await list('?sort=priceAsc&limit=50')).body.items.map((p) => p.price);
    expect(asc).toEqual(asc.toSorted((x, y) => x - y));
    const desc = (await list('?sort=priceDesc&limit=50')).body.items.map((p) => p.price);
    expect(desc).toEqual(asc.toReversed());
  });

  it.each([
    ['?exclude=lupin', 'exclude'],
    ['?exclude=nuts,shellfish', 'exclude'],
    ['?maxNetCarbs=-1', 'maxNetCarbs'],
    ['?maxNetCarbs=1e9', 'maxNetCarbs'],
    ['?maxNetCarbs=abc', 'maxNetCarbs'],
    ['?sort=carbs', 'sort'],
  ])('answers %s with a 400 naming the parameter', async (query, field) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields).join(' ')).toContain(field);
  });
});

describe('the owner edits the facts (PATCH /api/admin/products/:id)', () => {
  it('saves facts, ingredients and allergens, and the shop and its filter show them at once', async () => {
    const nutrition = {
      portionG: 36,
      portionsPerPiece: 14,
      perPortion: { ...slice, netCarbsG: 1.5 },
      per100g: null,
    };
    const res = await patch('3', {
      nutrition,
      allergens: ['nuts', 'milk'],
      ingredientsEs: 'Semillas y nueces.',
      ingredientsEn: 'Seeds and walnuts.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nutrition,
      allergens: ['milk', 'nuts'],
      ingredientsEs: 'Semillas y nueces.',
    });
    const shown = (await ctx.app.inject({ url: '/api/products/3?lang=en' })).json() as ProductDetail;
    expect(shown).toMatchObject({
      nutrition,
      allergens: ['milk', 'nuts'],
      ingredients: 'Seeds and walnuts.',
    });
    expect((await list('?exclude=nuts&limit=50')).body.items.map((p) => p.id)).not.toContain('3');
    // back to the seed's declaration
    const seed = seedFacts['crackers-keto-de-semillas'];
    expect((await patch('3', { nutrition: seed.nutrition, allergens: seed.allergens })).statusCode).toBe(200);
    expect((await list('?exclude=nuts&limit=50')).body.items.map((p) => p.id)).toContain('3');
  });

  it('treats undeclared allergens as unknown: such a product is not "sin frutos secos"', async () => {
    expect((await patch('3', { allergens: null })).statusCode).toBe(200);
    expect((await list('?exclude=nuts&limit=50')).body.items.map((p) => p.id)).not.toContain('3');
    expect(((await ctx.app.inject({ url: '/api/products/3' })).json() as ProductDetail).allergens).toBeNull();
    expect(
      (await patch('3', { allergens: seedFacts['crackers-keto-de-semillas'].allergens })).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a negative value',
      { nutrition: { portionG: 36, portionsPerPiece: 14, perPortion: { ...slice, fatG: -3 } } },
      'nutrition.perPortion.fatG',
    ],
    [
      'absurd energy',
      { nutrition: { portionG: 36, portionsPerPiece: 14, perPortion: { ...slice, energyKcal: 90_000 } } },
      'nutrition.perPortion.energyKcal',
    ],
    [
      'net above total',
      { nutrition: { portionG: 36, portionsPerPiece: 14, perPortion: { ...slice, netCarbsG: 9 } } },
      'nutrition.perPortion.netCarbsG',
    ],
    [
      'per portion not matching per 100 g',
      {
        nutrition: {
          portionG: 36,
          portionsPerPiece: 14,
          perPortion: slice,
          per100g: { ...slice, netCarbsG: 1 },
        },
      },
      'nutrition.perPortion.netCarbsG',
    ],
    ['an unknown allergen', { allergens: ['nuts', 'lupin'] }, 'allergens.1'],
    ['a text where the facts go', { nutrition: 'mucha proteína' }, 'nutrition'],
  ])('refuses %s with a 400 in Spanish, changing nothing', async (_what, body, field) => {
    const before = await ctx.database.db.select().from(products).where(eq(products.id, 5));
    const res = await patch('5', body);
    expect(res.statusCode).toBe(400);
    const error = (res.json() as { error: { code: string; message: string; fields: Record<string, string> } })
      .error;
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/[Dd]atos|inválid|revis/);
    expect(Object.keys(error.fields)).toContain(field);
    expect(await ctx.database.db.select().from(products).where(eq(products.id, 5))).toEqual(before);
  });

  it('answers in English when chosen', async () => {
    const res = await patch('5', { allergens: ['lupin'] }, 'en');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).not.toMatch(/inválid|Revisá/);
  });
});
