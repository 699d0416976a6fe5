/**
 * Push alerts, administrators only:
 * - GET  /api/admin/push/key : { publicKey } (VAPID, base64url) for PushManager.subscribe;
 * - POST /api/admin/push/subscriptions : the browser's PushSubscription JSON (domain
 *   pushSubscriptionSchema: an https endpoint and its keys); 201;
 * - POST /api/admin/push/unsubscribe { endpoint } : removes this administrator's subscription; 204.
 * A subscription that is not a valid endpoint answers 400 with the reason (lib/schema-validation-error.ts);
 * one on an internal address answers 400 push_endpoint_not_public.
 */
import {
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { PushService } from './service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, opts) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/push/key',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "The VAPID public key (base64url) for the browser's PushManager.subscribe",
        response: { 200: pushKeySchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { publicKey: await opts.push.publicKey() };
    },
  );

  app.post(
    '/api/admin/push/subscriptions',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "Subscribe this administrator's browser to new-order alerts (its PushSubscription JSON)",
        body: pushSubscriptionSchema,
        response: { 201: pushSubscribedSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      await opts.push.subscribe(request.sessionUser!.id, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.post(
    '/api/admin/push/unsubscribe',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "Unsubscribe this administrator's browser from the alerts",
        body: pushUnsubscribeSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      await opts.push.unsubscribe(request.sessionUser!.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
