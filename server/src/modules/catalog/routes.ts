/**
 * Catalogue HTTP routes: GET /api/products, /api/products/:idOrSlug, /api/deal. Input and answers
 * are declared by the shared zod schemas; bad input gets the contract's 400 from the error handler.
 */
import { dealSchema, productDetailSchema, productListSchema, ProductsQuery } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogError } from './errors.ts';
import { errorResponses, sendJsonText } from '../../lib/route-schema.ts';
import type { CatalogService } from './service.ts';

const ProductParams = z.object({ idOrSlug: z.string().min(1).max(200).describe('Numeric id or slug') });
const LangOnlyQuery = z.object({ lang: z.enum(['es', 'en']).default('es') }).strict();

// Lists change only through the catalogue, so a short shared cache is safe and saves phones a trip.
const LIST_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, opts) => {
  const { catalog } = opts;

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One page of visible products',
        querystring: ProductsQuery,
        response: { 200: productListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Already JSON (memoised per catalogue snapshot, built from productListSchema's shape): sent as is.
      const json = await catalog.listProductsJson(request.query);
      sendJsonText(reply.header('cache-control', LIST_CACHE_CONTROL), json);
      return reply;
    },
  );

  app.get(
    '/api/products/:idOrSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One visible product',
        params: ProductParams,
        querystring: LangOnlyQuery,
        response: { 200: productDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const product = await catalog.getProduct(request.params.idOrSlug, request.query.lang);
      if (!product) throw catalogError('product_not_found');
      return reply.header('cache-control', LIST_CACHE_CONTROL).send(product);
    },
  );

  app.get(
    '/api/deal',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The deal of the day',
        querystring: LangOnlyQuery,
        response: { 200: dealSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const deal = await catalog.getDeal(request.query.lang);
      if (!deal) throw catalogError('deal_not_found');
      return reply.header('cache-control', 'no-cache').send(deal);
    },
  );
};
