/**
 * GET/POST /api/cliente: the signed-in customer's own profile, which pre-fills checkout. There is
 * no id in the path or body: the session decides whose profile it is, so one customer can never
 * read or change another's. The queries are customers/service.ts.
 */
import { clienteSchema, clienteViewSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { getCliente, saveCliente } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/api/cliente',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['customers'],
        summary: "The signed-in customer's profile",
        security: SESSION_SECURITY,
        response: { 200: clienteViewSchema, ...errorResponses(...USER_ERRORS) },
      },
    },
    async (request, reply) => {
      const cliente = await getCliente(db, request.sessionUser!);
      return reply.header('cache-control', 'no-store').send(cliente);
    },
  );

  app.post(
    '/api/cliente',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['customers'],
        summary: "Save the signed-in customer's profile",
        security: SESSION_SECURITY,
        body: clienteSchema,
        response: { 200: z.object({ cliente: clienteViewSchema }), ...errorResponses(400, ...USER_ERRORS) },
      },
    },
    async (request) => saveCliente(db, request.sessionUser!, request.body),
  );
};
