/**
 * Push alerts (issue 19), administrators only:
 * - GET  /api/admin/push/key : { publicKey } (VAPID, base64url) for PushManager.subscribe;
 * - POST /api/admin/push/subscriptions : the browser's PushSubscription JSON (domain
 *   pushSubscriptionSchema: an https endpoint and its keys); 201;
 * - POST /api/admin/push/unsubscribe { endpoint } : removes this administrator's subscription; 204.
 * A subscription that is not a valid endpoint answers 400 with the reason.
 */
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../lib/lang.ts';
import { parseOwnerInput } from './owner-input.ts';
import type { PushService } from './push-service.ts';

export async function pushRoutes(app: FastifyInstance, opts: { push: PushService }) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/push/key', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { publicKey: await opts.push.publicKey() };
  });

  app.post('/api/admin/push/subscriptions', async (request, reply) => {
    const sub = parseOwnerInput(pushSubscriptionSchema, request.body, requestLang(request));
    await opts.push.subscribe(request.sessionUser!.id, sub);
    return reply.status(201).send({ endpoint: sub.endpoint });
  });

  app.post('/api/admin/push/unsubscribe', async (request, reply) => {
    const { endpoint } = parseOwnerInput(pushUnsubscribeSchema, request.body, requestLang(request));
    await opts.push.unsubscribe(request.sessionUser!.id, endpoint);
    return reply.status(204).send();
  });
}
