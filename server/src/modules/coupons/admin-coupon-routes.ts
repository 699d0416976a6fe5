/**
 * The owner's coupons (issue 14), administrators only:
 * - GET   /api/admin/coupons?source=owner|subscriber : coupons, newest first (owner's by default);
 * - POST  /api/admin/coupons : creates one (adminCouponSchema; 400 with fields on bad input, 409 code_taken);
 * - PUT   /api/admin/coupons/:id : replaces its settings (uses so far are kept);
 * - PATCH /api/admin/coupons/:id { active } : activates or deactivates it.
 * Coupons are never deleted: past orders keep the code they used.
 */
import { adminCouponSchema, VALIDATION_KEYS, type AdminCoupon, type AdminCouponView } from '@shop/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { coupons, type CouponRow } from '../../db/schema.ts';
import { parseBody, validationError } from '../../lib/http-errors.ts';
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

export async function adminCouponRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.addHook('preHandler', app.requireAdmin);

  const couponId = (params: unknown, lang: 'es' | 'en') => {
    const id = Number((params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw adminCouponError('coupon_not_found', lang);
    return id;
  };

  app.get('/api/admin/coupons', async (request, reply) => {
    const lang = requestLang(request);
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error, lang);
    const rows = await db.select().from(coupons).where(eq(coupons.source, parsed.data.source)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(1000);
    reply.header('cache-control', 'no-store');
    return { items: rows.map(toAdminCoupon) };
  });

  app.post('/api/admin/coupons', async (request, reply) => {
    const lang = requestLang(request);
    const body = parseBody(adminCouponSchema, request.body, lang);
    try {
      const [row] = await db.insert(coupons).values({ ...toColumns(body), source: 'owner' }).returning();
      return reply.status(201).send(toAdminCoupon(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw adminCouponError('code_taken', lang, { code: VALIDATION_KEYS.couponCodeTaken });
      throw err;
    }
  });

  app.put('/api/admin/coupons/:id', async (request) => {
    const lang = requestLang(request);
    const id = couponId(request.params, lang);
    const body = parseBody(adminCouponSchema, request.body, lang);
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

  app.patch('/api/admin/coupons/:id', async (request) => {
    const lang = requestLang(request);
    const id = couponId(request.params, lang);
    const { active } = parseBody(activeSchema, request.body, lang);
    const [row] = await db.update(coupons).set({ active, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
    if (!row) throw adminCouponError('coupon_not_found', lang);
    return toAdminCoupon(row);
  });
}
