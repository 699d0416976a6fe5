/**
 * The subscribe offer, anyone:
 * - POST /api/subscribers { email } : 202 whatever the address's state (no one learns who is
 *   subscribed); mails the confirmation link, or the code again to a confirmed subscriber. Rate
 *   limited per address and per e-mail like the other public forms.
 * - POST /api/subscribers/confirm { token } : 200 { status: 'confirmed' | 'already_confirmed' }
 *   and mails the single-use 10 % code; 404 invalid_token for an unknown or expired link.
 * - POST /api/subscribers/unsubscribe { token } : 200 { status: 'unsubscribed' }; 404 invalid_token.
 * - POST /api/subscribers/leave { email } : 202 whatever the address's state (the botón de baja,
 *   decision 0020): a subscribed address is mailed its unsubscribe link.
 */
import { subscribeSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { createSubscriberActions } from './service.ts';
import type { SubscriberMailFacts } from './mails.ts';

export interface SubscriberRoutesOptions {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  facts: SubscriberMailFacts;
}

/** A token as it arrives; one that is not well formed is answered like an unknown one (404). */
const TokenBody = z.object({ token: z.string().max(200).describe('The token of the mailed link') });
const statusOf = <const S extends string>(status: S) =>
  z.object({ status: z.literal(status), email: z.string() });

export const subscriberRoutes: FastifyPluginAsyncZod<SubscriberRoutesOptions> = async (app, opts) => {
  const subscribers = createSubscriberActions({
    db: opts.db,
    limiter: opts.limiter,
    rateLimit: opts.rateLimit,
    facts: opts.facts,
    // In the background: the answer does not wait for (nor reveal) the mail.
    sendMail: (message: MailMessage) => {
      opts.mailer
        .send(message)
        .catch((err: unknown) => app.log.error({ err, to: message.to }, 'could not send a subscriber mail'));
    },
  });

  app.post(
    '/api/subscribers',
    {
      schema: {
        tags: ['subscribers'],
        summary: "Subscribe: mails a confirmation link (202 whatever the address's state)",
        body: subscribeSchema,
        response: { 202: z.object({ status: z.literal('pending') }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await subscribers.request(request.body.email, { ip: request.ip, lang: requestLang(request) });
      return reply.status(202).send({ status: 'pending' });
    },
  );

  app.post(
    '/api/subscribers/leave',
    {
      schema: {
        tags: ['subscribers'],
        summary:
          "Botón de baja: mails the address the link that ends its subscription (202 whatever the address's state)",
        body: subscribeSchema,
        response: { 202: z.object({ status: z.literal('pending') }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await subscribers.requestLeave(request.body.email, { ip: request.ip });
      return reply.status(202).send({ status: 'pending' });
    },
  );

  app.post(
    '/api/subscribers/confirm',
    {
      // Counted before the body is validated: malformed tries count too.
      preValidation: async (request) => subscribers.countLinkTry('subscribe-confirm', { ip: request.ip }),
      schema: {
        tags: ['subscribers'],
        summary: 'Confirm a subscription from the mailed link (mails the 10 % code)',
        body: TokenBody,
        response: {
          200: z.object({ status: z.enum(['confirmed', 'already_confirmed']), email: z.string() }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => subscribers.confirm(request.body.token),
  );

  app.post(
    '/api/subscribers/unsubscribe',
    {
      preValidation: async (request) => subscribers.countLinkTry('unsubscribe', { ip: request.ip }),
      schema: {
        tags: ['subscribers'],
        summary: 'Unsubscribe from the mailed link',
        body: TokenBody,
        response: { 200: statusOf('unsubscribed'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => subscribers.unsubscribe(request.body.token),
  );
};
