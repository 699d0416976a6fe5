/**
 * The back office's catalogue, administrators only:
 * - GET   /api/admin/products : every product, hidden ones too, both languages, prices in ARS;
 * - POST  /api/admin/products : creates one (slug from the Spanish title unless given);
 * - PATCH /api/admin/products/:id : changes any fields (hide/show is `hidden`);
 * - GET   /api/admin/deal : the deal as stored, { productId, endsAt } (both null when never set;
 *   endsAt null = rolling daily), which the public GET /api/deal resolves and so cannot tell;
 * - PUT   /api/admin/deal { productId, endsAt } : the featured deal (endsAt null = rolling daily).
 * Each change drops the catalogue's in-memory copy so the shop shows it at once. Past orders keep
 * their lines as sold (orders.order_lines), whatever happens here. The queries are catalog-admin/service.ts.
 */
import {
  adminDealSchema,
  adminDealViewSchema,
  adminProductPatchSchema,
  adminProductSchema,
  adminProductViewSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { createAdminProductService } from './service.ts';

export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db; onCatalogChange: () => void }> = async (
  app,
  opts,
) => {
  const service = createAdminProductService(opts);
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Every product, hidden ones too, in catalogue order',
        response: {
          200: z.object({ items: z.array(adminProductViewSchema) }),
          ...errorResponses(...ADMIN_ERRORS),
        },
      },
    },
    async (_request, reply) => {
      const list = await service.list();
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Add a product (images are uploaded after)',
        body: adminProductSchema,
        response: { 201: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const product = await service.create(request.body);
      return reply.status(201).send(product);
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Change a product',
        params: z.object({ id: z.string().describe('Numeric id') }),
        body: adminProductPatchSchema,
        response: { 200: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => service.change(request.params.id, request.body),
  );

  app.get(
    '/api/admin/deal',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The deal of the day as set',
        response: { 200: adminDealViewSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => {
      const current = await service.getDeal();
      return reply.header('cache-control', 'no-store').send(current);
    },
  );

  app.put(
    '/api/admin/deal',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Set the deal of the day',
        body: adminDealSchema,
        response: { 200: adminDealViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => service.setDeal(request.body),
  );
};
