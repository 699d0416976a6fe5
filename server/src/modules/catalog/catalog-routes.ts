/**
 * Catalogue HTTP routes (DESIGN.md, HTTP contract): GET /api/products, /api/products/:idOrSlug,
 * /api/deal. Query strings are validated with the shared zod schema; bad ones get a 400.
 */
import type { FastifyInstance } from 'fastify';
import { ProductsQuery } from '@shop/domain';
import { z } from 'zod';
import { HttpError, message, validationError } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import type { CatalogService } from './catalog-service.ts';

const ProductParams = z.object({ idOrSlug: z.string().min(1).max(200) });
const LangOnlyQuery = z.object({ lang: z.enum(['es', 'en']).default('es') }).strict();

// Lists change only through the catalogue, so a short shared cache is safe and saves phones a trip.
const LIST_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;

  app.get('/api/products', async (request, reply) => {
    const lang = requestLang(request);
    const parsed = ProductsQuery.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error, lang);
    const json = await catalog.listProductsJson(parsed.data);
    return reply.header('cache-control', LIST_CACHE_CONTROL).type('application/json; charset=utf-8').send(json);
  });

  app.get('/api/products/:idOrSlug', async (request, reply) => {
    const lang = requestLang(request);
    const query = LangOnlyQuery.safeParse(request.query);
    if (!query.success) throw validationError(query.error, lang);
    const params = ProductParams.safeParse(request.params);
    if (!params.success) throw validationError(params.error, lang);
    const product = await catalog.getProduct(params.data.idOrSlug, query.data.lang);
    if (!product) throw new HttpError(404, 'product_not_found', message('productNotFound', lang));
    return reply.header('cache-control', LIST_CACHE_CONTROL).send(product);
  });

  app.get('/api/deal', async (request, reply) => {
    const lang = requestLang(request);
    const query = LangOnlyQuery.safeParse(request.query);
    if (!query.success) throw validationError(query.error, lang);
    const deal = await catalog.getDeal(query.data.lang);
    if (!deal) throw new HttpError(404, 'deal_not_found', message('notFound', lang));
    return reply.header('cache-control', 'no-cache').send(deal);
  });
}
