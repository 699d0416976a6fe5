/**
 * Customers and administrators for the back office, administrators only:
 * - GET  /api/admin/customers?q=&limit=&offset= : accounts with their contact data (the saved
 *   profile, else the account's e-mail) and number of orders, newest account first;
 * - POST /api/admin/users/:id/role { role: 'admin' | 'customer' } : promote or demote; an
 *   administrator cannot demote themselves (so the shop never loses its last way in by mistake).
 * The queries and rules are customers/service.ts.
 */
import { adminCustomerListSchema, adminRoleSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { listCustomers, setRole } from './service.ts';

const listQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

const roleBodySchema = z.object({ role: z.enum(['admin', 'customer']) });

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Accounts with contact data and number of orders',
        querystring: listQuerySchema,
        response: { 200: adminCustomerListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      const list = await listCustomers(db, request.query);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Promote or demote an account',
        params: z.object({ id: z.string() }),
        body: roleBodySchema,
        response: { 200: adminRoleSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => setRole(db, request.params.id, request.body.role, request.sessionUser!.id),
  );
};
