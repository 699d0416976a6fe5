/**
 * The back office's catalogue (issue 5), administrators only:
 * - GET   /api/admin/products : every product, hidden ones too, both languages, prices in ARS;
 * - POST  /api/admin/products : creates one (slug from the Spanish title unless given);
 * - PATCH /api/admin/products/:id : changes any fields (hide/show is `hidden`);
 * - GET   /api/admin/deal : the deal as stored, { productId, endsAt } (both null when never set;
 *   endsAt null = rolling daily), which the public GET /api/deal resolves and so cannot tell;
 * - PUT   /api/admin/deal { productId, endsAt } : the featured deal (endsAt null = rolling daily).
 * Each change drops the catalogue's in-memory copy so the shop shows it at once. Past orders keep
 * their lines as sold (orders.order_lines), whatever happens here.
 */
import { adminDealSchema, adminDealViewSchema, adminProductPatchSchema, adminProductSchema, adminProductViewSchema, slugify, VALIDATION_KEYS } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deal, products, type ProductRow } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { parseIntId } from '../../lib/int-id.ts';
import { requestLang } from '../../lib/lang.ts';

const adminError = defineErrors({
  product_not_found: [404, 'El producto no existe.', 'The product does not exist.'],
  slug_taken: [409, 'Ya hay un producto con esa dirección (slug). Elegí otra.', 'Another product already has that address (slug). Choose another.'],
});

/** The admin view of a product row (no language picked, raw price and discount). */
export function toAdminProduct(row: ProductRow) {
  return { ...row, id: String(row.id), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db; onCatalogChange: () => void }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get('/api/admin/products', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Every product, hidden ones too, in catalogue order', response: { 200: z.object({ items: z.array(adminProductViewSchema) }), ...errorResponses(...ADMIN_ERRORS) } } }, async (_request, reply) => {
    const rows = await db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
    reply.header('cache-control', 'no-store');
    return { items: rows.map(toAdminProduct) };
  });

  app.post('/api/admin/products', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Add a product (images are uploaded after)', body: adminProductSchema, response: { 201: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    const slug = body.slug ?? slugify(body.titleEs);
    try {
      const [row] = await db.insert(products).values({ ...body, slug, images: [] }).returning();
      opts.onCatalogChange();
      return reply.status(201).send(toAdminProduct(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw adminError('slug_taken', lang, { slug: VALIDATION_KEYS.slugTaken });
      throw err;
    }
  });

  app.patch('/api/admin/products/:id', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Change a product', params: z.object({ id: z.string().describe('Numeric id') }), body: adminProductPatchSchema, response: { 200: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) } } }, async (request) => {
    const lang = requestLang(request);
    const id = parseIntId(request.params.id);
    if (id === undefined) throw adminError('product_not_found', lang);
    const body = request.body;
    try {
      const [row] = await db.update(products).set({ ...body, updatedAt: new Date() }).where(eq(products.id, id)).returning();
      if (!row) throw adminError('product_not_found', lang);
      opts.onCatalogChange();
      return toAdminProduct(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw adminError('slug_taken', lang, { slug: VALIDATION_KEYS.slugTaken });
      throw err;
    }
  });

  app.get('/api/admin/deal', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'The deal of the day as set', response: { 200: adminDealViewSchema, ...errorResponses(...ADMIN_ERRORS) } } }, async (_request, reply) => {
    const [row] = await db.select().from(deal).where(eq(deal.id, 1));
    reply.header('cache-control', 'no-store');
    return { productId: row ? String(row.productId) : null, endsAt: row?.endsAt?.toISOString() ?? null };
  });

  app.put('/api/admin/deal', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Set the deal of the day', body: adminDealSchema, response: { 200: adminDealViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) } } }, async (request) => {
    const lang = requestLang(request);
    const body = request.body;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.productId));
    if (!product) throw adminError('product_not_found', lang, { productId: VALIDATION_KEYS.unknownProduct });
    const endsAt = body.endsAt ? new Date(body.endsAt) : null;
    await db
      .insert(deal)
      .values({ id: 1, productId: body.productId, endsAt })
      .onConflictDoUpdate({ target: deal.id, set: { productId: body.productId, endsAt } });
    opts.onCatalogChange();
    return { productId: String(body.productId), endsAt: endsAt?.toISOString() ?? null };
  });
};
