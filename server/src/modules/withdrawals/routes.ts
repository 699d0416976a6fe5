/**
 * The withdrawal form's endpoint, anyone (no sign-in; Disposición 954/2025):
 * - POST /api/arrepentimiento { orderNumber | phone, name, email, reason? } : 201 { code, receivedAt },
 *   the same answer whether or not the order exists; rate limited per address and per e-mail.
 */
import { withdrawalReceiptSchema, withdrawalRequestSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { WithdrawalService } from './service.ts';

export const withdrawalRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalService }> = async (
  app,
  { withdrawals },
) => {
  app.post(
    '/api/arrepentimiento',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Ask to withdraw from a purchase (botón de arrepentimiento); answers the request code',
        body: withdrawalRequestSchema,
        response: { 201: withdrawalReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await withdrawals.request(request.body, { ip: request.ip, lang: requestLang(request) })),
  );
};
