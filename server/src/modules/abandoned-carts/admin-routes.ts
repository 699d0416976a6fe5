/**
 * The owner's abandoned carts, administrators only (docs/decisions/0024-abandoned-carts.md):
 * - GET /api/admin/abandoned-carts : saved carts with lines (newest change first) and the settings;
 * - POST /api/admin/abandoned-carts/:userId/whatsapp : a wa.me link with the cart and a new restore link;
 * - GET /api/admin/abandoned-carts/figures : reminded, restored, orders and revenue today, this week, 30 days (the dashboard);
 * - PUT /api/admin/abandoned-carts/settings { enabled, afterMinutes } : the reminders' switch and delay.
 */
import {
  abandonedCartListSchema,
  abandonedCartSettingsSchema,
  cartRecoveryFiguresSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { AbandonedCartService } from './service.ts';

const langQuery = z.object({ lang: z.enum(['es', 'en']).optional() }).strict();

export const adminAbandonedCartRoutes: FastifyPluginAsyncZod<{ reminders: AbandonedCartService }> = async (
  app,
  { reminders },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/abandoned-carts',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Saved carts not yet ordered, with reminders sent, and the settings',
        querystring: langQuery,
        response: { 200: abandonedCartListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await reminders.list(requestLang(request))),
  );

  app.get(
    '/api/admin/abandoned-carts/figures',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'What cart reminders brought back today, this week and in 30 days (Argentina days)',
        querystring: langQuery,
        response: { 200: cartRecoveryFiguresSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await reminders.figures()),
  );

  app.post(
    '/api/admin/abandoned-carts/:userId/whatsapp',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'A wa.me link reminding the customer of the cart, with a new restore link',
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 200: z.object({ url: z.url() }), ...errorResponses(400, 404, 409, ...ADMIN_ERRORS) },
      },
    },
    async (request) => reminders.whatsappReminder(request.params.userId),
  );

  app.put(
    '/api/admin/abandoned-carts/settings',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Turn abandoned-cart reminders on or off and set their delay',
        body: abandonedCartSettingsSchema,
        response: { 200: abandonedCartSettingsSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request) => reminders.saveSettings(request.body),
  );
};
