/**
 * The owner's "Datos de la tienda" (docs/decisions/0028-shop-facts-in-the-database.md),
 * administrators only:
 * - GET /api/admin/shop-facts : the facts in use, the environment's values, the stand-ins left;
 * - PUT /api/admin/shop-facts : saves every fact (checked: CBU and CUIT check digits, WhatsApp number).
 */
import { shopFactsAdminViewSchema, shopFactsSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { ShopFactsService } from './service.ts';

export const adminShopFactsRoutes: FastifyPluginAsyncZod<{ shopFacts: ShopFactsService }> = async (
  app,
  { shopFacts },
) => {
  // Read at request time: the accounts module, which decorates requireAdmin, registers after this one
  // (it states the shop's name in its mails).
  app.addHook('preValidation', (request) => app.requireAdmin(request));

  app.get(
    '/api/admin/shop-facts',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "The shop's facts as the owner edits them",
        response: { 200: shopFactsAdminViewSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await shopFacts.adminView()),
  );

  app.put(
    '/api/admin/shop-facts',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "Save the shop's facts",
        body: shopFactsSchema,
        response: { 200: shopFactsAdminViewSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request) => shopFacts.save(request.body),
  );
};
