/**
 * The catering form's endpoints (docs/decisions/0026-catering-requests.md):
 * - GET /api/encargos/opciones : the minimum notice and the earliest event date;
 * - POST /api/encargos { eventDate, window, guests, items, details, delivery, address, name, email, phone } :
 *   201 { number, receivedAt }; anyone (a signed-in shopper's account is kept with it); rate limited
 *   per address and per e-mail;
 * - GET /api/encargos/cotizacion?token= : the quote the mailed link shows;
 * - POST /api/encargos/confirmar { token, paymentMethod } : signed in; 201 { number, orderId }.
 */
import {
  cateringConfirmedSchema,
  cateringConfirmSchema,
  cateringOptionsSchema,
  cateringQuoteViewSchema,
  cateringReceiptSchema,
  cateringRequestSchema,
  cateringTokenSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, langQuery, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { CateringService } from './service.ts';

export const cateringRoutes: FastifyPluginAsyncZod<{ catering: CateringService }> = async (
  app,
  { catering },
) => {
  app.get(
    '/api/encargos/opciones',
    {
      schema: {
        tags: ['catering'],
        summary: 'What the catering form needs: the minimum notice and the earliest event date',
        querystring: langQuery,
        response: { 200: cateringOptionsSchema, ...errorResponses(400) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(catering.options()),
  );

  app.post(
    '/api/encargos',
    {
      preValidation: app.loadUser,
      schema: {
        tags: ['catering'],
        summary: 'Ask for a catering or made-to-order quote (no account needed); answers the request number',
        body: cateringRequestSchema,
        response: { 201: cateringReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await catering.request(request.body, {
          ip: request.ip,
          lang: requestLang(request),
          userId: request.sessionUser?.id ?? null,
        }),
      ),
  );

  app.get(
    '/api/encargos/cotizacion',
    {
      schema: {
        tags: ['catering'],
        summary: 'The quote a mailed "Confirmar" link shows',
        querystring: langQuery.extend({ token: cateringTokenSchema }),
        response: { 200: cateringQuoteViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await catering.viewQuote(request.query.token, requestLang(request))),
  );

  app.post(
    '/api/encargos/confirmar',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['catering'],
        summary: 'Confirm a quote: it becomes an order at the agreed amount, its day booked',
        security: SESSION_SECURITY,
        body: cateringConfirmSchema,
        response: { 201: cateringConfirmedSchema, ...errorResponses(400, ...USER_ERRORS, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catering.confirm(request.body, request.sessionUser!.id)),
  );
};
