/**
 * The subscribe offer (issue 14), anyone:
 * - POST /api/subscribers { email } : 202 whatever the address's state (no one learns who is
 *   subscribed); mails the confirmation link, or the code again to a confirmed subscriber. Rate
 *   limited per address and per e-mail like the other public forms.
 * - POST /api/subscribers/confirm { token } : 200 { status: 'confirmed' | 'already_confirmed' }
 *   and mails the single-use 10 % code; 404 invalid_token for an unknown or expired link.
 * - POST /api/subscribers/unsubscribe { token } : 200 { status: 'unsubscribed' }; 404 invalid_token.
 */
import { subscribeSchema, subscriberTokenSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { SubscriberMailFacts } from './subscriber-mails.ts';
import { confirmSubscription, subscribe, unsubscribe } from './subscriber-service.ts';

const subscriberError = defineErrors({
  invalid_token: [404, 'El enlace no es válido o venció. Pedí el descuento otra vez para recibir uno nuevo.', 'The link is not valid or has expired. Ask for the discount again to get a new one.'],
  invalid_unsubscribe_token: [404, 'El enlace para darte de baja no es válido.', 'The unsubscribe link is not valid.'],
});

export interface SubscriberRoutesOptions {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  facts: SubscriberMailFacts;
}

/** A token as it arrives; one that is not well formed is answered like an unknown one (404). */
const TokenBody = z.object({ token: z.string().max(200).describe('The token of the mailed link') });
const statusOf = <const S extends string>(status: S) => z.object({ status: z.literal(status), email: z.string() });

export const subscriberRoutes: FastifyPluginAsyncZod<SubscriberRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const { perIp, perAccount, windowSeconds } = opts.rateLimit;
  /** In the background: the answer does not wait for (nor reveal) the mail. */
  const sendMail = (message: MailMessage) => {
    opts.mailer.send(message).catch((err: unknown) => app.log.error({ err, to: message.to }, 'could not send a subscriber mail'));
  };

  app.post('/api/subscribers', { schema: { tags: ['subscribers'], summary: 'Subscribe: mails a confirmation link (202 whatever the address\'s state)', body: subscribeSchema, response: { 202: z.object({ status: z.literal('pending') }), ...errorResponses(400, 429) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const { email } = request.body;
    await enforceRateLimits(opts.limiter, reply, lang, [
      { key: `subscribe:ip:${request.ip}`, rule: { max: perIp, windowSeconds } },
      // Each try mails that address: a stranger cannot flood someone's mailbox.
      { key: `subscribe:email:${email.toLowerCase()}`, rule: { max: perAccount, windowSeconds } },
    ]);
    sendMail(await subscribe(db, email, lang, opts.facts));
    return reply.status(202).send({ status: 'pending' });
  });

  app.post(
    '/api/subscribers/confirm',
    {
      // Counted before the body is validated: malformed tries count too.
      preValidation: async (request, reply) =>
        enforceRateLimits(opts.limiter, reply, requestLang(request), [{ key: `subscribe-confirm:ip:${request.ip}`, rule: { max: perIp, windowSeconds } }]),
      schema: {
        tags: ['subscribers'],
        summary: 'Confirm a subscription from the mailed link (mails the 10 % code)',
        body: TokenBody,
        response: { 200: z.object({ status: z.enum(['confirmed', 'already_confirmed']), email: z.string() }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
    const lang = requestLang(request);
    const parsed = subscriberTokenSchema.safeParse(request.body);
    if (!parsed.success) throw subscriberError('invalid_token', lang);
    const result = await confirmSubscription(db, parsed.data.token, opts.facts);
    if (result.outcome === 'invalid') throw subscriberError('invalid_token', lang);
    if (result.outcome === 'confirmed') sendMail(result.mail);
    return { status: result.outcome, email: result.email };
  },
  );

  app.post(
    '/api/subscribers/unsubscribe',
    {
      preValidation: async (request, reply) =>
        enforceRateLimits(opts.limiter, reply, requestLang(request), [{ key: `unsubscribe:ip:${request.ip}`, rule: { max: perIp, windowSeconds } }]),
      schema: { tags: ['subscribers'], summary: 'Unsubscribe from the mailed link', body: TokenBody, response: { 200: statusOf('unsubscribed'), ...errorResponses(400, 404, 429) } },
    },
    async (request) => {
    const lang = requestLang(request);
    const parsed = subscriberTokenSchema.safeParse(request.body);
    if (!parsed.success) throw subscriberError('invalid_unsubscribe_token', lang);
    const row = await unsubscribe(db, parsed.data.token);
    if (!row) throw subscriberError('invalid_unsubscribe_token', lang);
    return { status: 'unsubscribed' as const, email: row.email };
  },
  );
};
