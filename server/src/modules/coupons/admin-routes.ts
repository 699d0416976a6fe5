/**
 * The owner's coupons, administrators only:
 * - GET   /api/admin/coupons?source=owner|subscriber : coupons, newest first (owner's by default);
 * - POST  /api/admin/coupons : creates one (adminCouponSchema; 400 with fields on bad input, 409 code_taken);
 * - PUT   /api/admin/coupons/:id : replaces its settings (uses so far are kept);
 * - PATCH /api/admin/coupons/:id { active } : activates or deactivates it.
 * Coupons are never deleted: past orders keep the code they used. The rules are coupons/service.ts.
 */
import { adminCouponSchema, adminCouponViewSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { createCoupon, listCoupons, replaceCoupon, setCouponActive } from './service.ts';

const listQuerySchema = z
  .object({ source: z.enum(['owner', 'subscriber']).default('owner'), lang: z.enum(['es', 'en']).optional() })
  .strict();
const activeSchema = z.object({ active: z.boolean() }).strict();
const CouponParams = z.object({ id: z.string().describe('Numeric id') });

export const adminCouponRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Coupons of one source, newest first',
        querystring: listQuerySchema,
        response: {
          200: z.object({ items: z.array(adminCouponViewSchema) }),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const list = await listCoupons(db, request.query.source);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Add a coupon',
        body: adminCouponSchema,
        response: { 201: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(db, request.body);
      return reply.status(201).send(coupon);
    },
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Replace a coupon',
        params: CouponParams,
        body: adminCouponSchema,
        response: { 200: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => replaceCoupon(db, request.params.id, request.body),
  );

  app.patch(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Turn a coupon on or off',
        params: CouponParams,
        body: activeSchema,
        response: { 200: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => setCouponActive(db, request.params.id, request.body.active),
  );
};
