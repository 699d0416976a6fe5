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
import { adminDealSchema, adminProductPatchSchema, adminProductSchema, slugify, VALIDATION_KEYS } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deal, products, type ProductRow } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { parseBody } from '../../lib/http-errors.ts';
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

export async function adminProductRoutes(app: FastifyInstance, opts: { db: Db; onCatalogChange: () => void }) {
  const { db } = opts;
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/products', async (_request, reply) => {
    const rows = await db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
    reply.header('cache-control', 'no-store');
    return { items: rows.map(toAdminProduct) };
  });

  app.post('/api/admin/products', async (request, reply) => {
    const lang = requestLang(request);
    const body = parseBody(adminProductSchema, request.body, lang);
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

  app.patch('/api/admin/products/:id', async (request) => {
    const lang = requestLang(request);
    const id = parseIntId((request.params as { id: string }).id);
    if (id === undefined) throw adminError('product_not_found', lang);
    const body = parseBody(adminProductPatchSchema, request.body, lang);
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

  app.get('/api/admin/deal', async (_request, reply) => {
    const [row] = await db.select().from(deal).where(eq(deal.id, 1));
    reply.header('cache-control', 'no-store');
    return { productId: row ? String(row.productId) : null, endsAt: row?.endsAt?.toISOString() ?? null };
  });

  app.put('/api/admin/deal', async (request) => {
    const lang = requestLang(request);
    const body = parseBody(adminDealSchema, request.body, lang);
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
}
