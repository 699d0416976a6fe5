/**
 * The owner's coupons (issue 14), administrators only:
 * - GET   /api/admin/coupons?source=owner|subscriber : coupons, newest first (owner's by default);
 * - POST  /api/admin/coupons : creates one (adminCouponSchema; 400 with fields on bad input, 409 code_taken);
 * - PUT   /api/admin/coupons/:id : replaces its settings (uses so far are kept);
 * - PATCH /api/admin/coupons/:id { active } : activates or deactivates it.
 * Coupons are never deleted: past orders keep the code they used.
 */
import { adminCouponSchema, adminCouponViewSchema, VALIDATION_KEYS, type AdminCoupon, type AdminCouponView } from '@shop/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { coupons, type CouponRow } from '../../db/schema.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { adminCouponError } from './coupon-errors.ts';
import { toRules } from './coupon-service.ts';

/** The admin view of a stored coupon. */
export function toAdminCoupon(row: CouponRow): AdminCouponView {
  return { id: String(row.id), code: row.code, ...toRules(row), source: row.source, createdAt: row.createdAt.toISOString() };
}

const toColumns = (c: AdminCoupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minSubtotalArs: c.minSubtotal,
  validFrom: c.validFrom,
  validTo: c.validTo,
  maxUses: c.maxUses,
  oncePerCustomer: c.oncePerCustomer,
  firstOrderOnly: c.firstOrderOnly,
  active: c.active,
});

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

function isCheckViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23514';
}

const listQuerySchema = z.object({ source: z.enum(['owner', 'subscriber']).default('owner'), lang: z.enum(['es', 'en']).optional() }).strict();
const activeSchema = z.object({ active: z.boolean() }).strict();

export const adminCouponRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  const couponId = (params: { id: string }, lang: 'es' | 'en') => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw adminCouponError('coupon_not_found', lang);
    return id;
  };

  app.get('/api/admin/coupons', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Coupons of one source, newest first', querystring: listQuerySchema, response: { 200: z.object({ items: z.array(adminCouponViewSchema) }), ...errorResponses(400, ...ADMIN_ERRORS) } } }, async (request, reply) => {
    const rows = await db.select().from(coupons).where(eq(coupons.source, request.query.source)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(1000);
    reply.header('cache-control', 'no-store');
    return { items: rows.map(toAdminCoupon) };
  });

  app.post('/api/admin/coupons', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Add a coupon', body: adminCouponSchema, response: { 201: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    try {
      const [row] = await db.insert(coupons).values({ ...toColumns(body), source: 'owner' }).returning();
      return reply.status(201).send(toAdminCoupon(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw adminCouponError('code_taken', lang, { code: VALIDATION_KEYS.couponCodeTaken });
      throw err;
    }
  });

  app.put('/api/admin/coupons/:id', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Replace a coupon', params: z.object({ id: z.string().describe('Numeric id') }), body: adminCouponSchema, response: { 200: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) } } }, async (request) => {
    const lang = requestLang(request);
    const id = couponId(request.params, lang);
    const body = request.body;
    try {
      const [row] = await db.update(coupons).set({ ...toColumns(body), updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
      if (!row) throw adminCouponError('coupon_not_found', lang);
      return toAdminCoupon(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw adminCouponError('code_taken', lang, { code: VALIDATION_KEYS.couponCodeTaken });
      // Fewer total uses than already used.
      if (isCheckViolation(err)) throw adminCouponError('uses_below_used', lang, { maxUses: VALIDATION_KEYS.couponUses });
      throw err;
    }
  });

  app.patch('/api/admin/coupons/:id', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Turn a coupon on or off', params: z.object({ id: z.string().describe('Numeric id') }), body: activeSchema, response: { 200: adminCouponViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) } } }, async (request) => {
    const lang = requestLang(request);
    const id = couponId(request.params, lang);
    const { active } = request.body;
    const [row] = await db.update(coupons).set({ active, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
    if (!row) throw adminCouponError('coupon_not_found', lang);
    return toAdminCoupon(row);
  });
};
