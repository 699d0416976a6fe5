/**
 * Products for API tests. The seed (server/src/db/seed) already holds the catalogue most tests
 * order from (product 3 costs 2000 ARS, the cake, 12, 25000). A new product goes through the owner's
 * editor (POST /api/admin/products), as the shop makes one; a change a test only needs in
 * place is written straight into the row.
 */
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema.ts';
import type { TestContext } from '../helper.ts';
import { post } from '../accounts-support.ts';

/** The owner editor's body for a new product: a valid one, with `overrides` laid over it. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'salados',
    priceArs: 4200,
    titleEs: 'Pan de prueba',
    titleEn: 'Test bread',
    detailsEs: 'Detalle.',
    detailsEn: 'Details.',
    imageAltEs: 'Pan',
    imageAltEn: 'Bread',
    ...overrides,
  };
}

/**
 * Creates a product through the owner's editor as the administrator whose cookie is `adminCookie`.
 * Throws unless it is answered 201. @returns the new product's id.
 */
export async function createProduct(
  ctx: TestContext,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await post(ctx, '/api/admin/products', productBody(overrides), adminCookie);
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.body}`);
  return String(res.json().id);
}

/** Changes product `id`'s row in place (hide it, give it a discount...): for a test that needs the state, not the editor. */
export async function updateProduct(
  ctx: Pick<TestContext, 'database'>,
  id: number | string,
  values: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await ctx.database.db
    .update(products)
    .set(values)
    .where(eq(products.id, Number(id)));
}
