/**
 * The owner's WhatsApp orders (docs/decisions/0034-whatsapp-orders-and-review-approval.md),
 * administrators only:
 * - GET  /api/admin/whatsapp-orders?status= : newest first; without `status` every one but the discarded;
 * - POST /api/admin/whatsapp-orders/:id/decision { decision: confirmar | descartar } : a confirmed one
 *   counts in the production list and the dashboard; 404 unknown, 409 already decided.
 */
import {
  adminWhatsappOrderListSchema,
  adminWhatsappOrderSchema,
  adminWhatsappOrdersQuerySchema,
  whatsappOrderDecisionSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { orderError } from '../orders/index.ts';
import { decideWhatsappOrder, whatsappOrdersForDesk } from './service.ts';

const Params = z.object({ id: z.string().max(100).describe('The WhatsApp order id (UUID)') });
const uuidSchema = z.uuid();

export const whatsappOrderAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/whatsapp-orders',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Orders started by WhatsApp, newest first (discarded ones only when asked)',
        querystring: adminWhatsappOrdersQuerySchema,
        response: { 200: adminWhatsappOrderListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return whatsappOrdersForDesk(opts.db, request.query.status, requestLang(request));
    },
  );

  app.post(
    '/api/admin/whatsapp-orders/:id/decision',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Confirm an order started by WhatsApp (it counts from then on) or discard it',
        params: Params,
        body: whatsappOrderDecisionSchema,
        response: { 200: adminWhatsappOrderSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      if (!uuidSchema.safeParse(request.params.id).success) throw orderError('order_not_found');
      return decideWhatsappOrder(opts.db, {
        id: request.params.id,
        decision: request.body.decision,
        adminId: request.sessionUser!.id,
        lang,
      });
    },
  );
};
