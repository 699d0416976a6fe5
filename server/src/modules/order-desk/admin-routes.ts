/**
 * The owner's order desk, administrators only (WhatsApp orders are the whatsapp-orders module's,
 * the production list and the export the order-reports module's):
 * - GET  /api/admin/orders?status=&paymentStatus=&from=&to=&q=&userId=&limit=&offset= : newest first, with
 *   counts per status and per payment status;
 * - GET  /api/admin/orders/:id : lines, totals, customer and delivery data, receipts, status history,
 *   payment method, status, Mercado Pago payments and payment history (order-desk/service.ts);
 * - POST /api/admin/orders/:id/status/undo : undoes the last status change within STATUS_UNDO_MINUTES
 *   (domain statusUndoUntil), kept in the history as a change of its own;
 * - POST /api/admin/orders/:id/status { status, deliveryDate? } : one allowed transition
 *   (domain ORDER_TRANSITIONS), recorded (who, when, from, to) and mailed to the customer;
 * - GET  /api/admin/orders/:id/receipts/:receiptId : the receipt file (view or download).
 * Dates are ISO 8601; `from`/`to` filter the order date (inclusive, UTC instants).
 * The rules are order-desk/service.ts; handlers only translate HTTP.
 */
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderStatusSchema,
  isoInstant,
  orderStatusSchema,
  paymentStatusSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { createAdminOrderService, type AdminOrderServiceDeps } from './service.ts';

const listQuerySchema = z
  .object({
    status: orderStatusSchema.optional(),
    /** Payment status filter. */
    paymentStatus: paymentStatusSchema.optional(),
    from: isoInstant().optional(),
    to: isoInstant().optional(),
    q: z.string().trim().max(100).optional(),
    /** One customer's orders (the customers list links here). */
    userId: z.string().trim().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

const statusBodySchema = z.object({
  status: orderStatusSchema,
  deliveryDate: isoInstant().nullable().optional(),
});

/** Any string: an id that is not a UUID is answered like an unknown order (404). */
const OrderParams = z.object({ id: z.string().describe('Order id (UUID)') });

export type AdminOrderRoutesOptions = Omit<AdminOrderServiceDeps, 'log'>;

export const adminOrderRoutes: FastifyPluginAsyncZod<AdminOrderRoutesOptions> = async (app, opts) => {
  const service = createAdminOrderService({ ...opts, log: app.log });
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Orders, newest first, with counts per status',
        querystring: listQuerySchema,
        response: { 200: adminOrderListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      const list = await service.list(request.query);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'One order in full',
        params: OrderParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const detail = await service.get(request.params.id, requestLang(request));
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Move an order to its next status (mails the customer)',
        params: OrderParams,
        body: statusBodySchema,
        response: { 200: adminOrderStatusSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      service.changeStatus(request.params.id, { ...request.body, changedBy: request.sessionUser!.id }),
  );

  app.post(
    '/api/admin/orders/:id/status/undo',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Undo the last status change within minutes of it (mails the customer)',
        params: OrderParams,
        response: { 200: adminOrderStatusSchema, ...errorResponses(...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => service.undoStatus(request.params.id, request.sessionUser!.id),
  );

  app.get(
    '/api/admin/orders/:id/receipts/:receiptId',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "An order's receipt file (image or PDF)",
        params: OrderParams.extend({ receiptId: z.string().describe('Receipt id (UUID)') }),
        querystring: z.object({
          download: z.string().optional().describe('Any value: as an attachment'),
          lang: z.enum(['es', 'en']).optional(),
        }),
        response: {
          200: z.unknown().describe('The file, with its content type'),
          ...errorResponses(...ADMIN_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { file, contentType, filename } = await service.receipt(
        request.params.id,
        request.params.receiptId,
      );
      return reply
        .type(contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${request.query.download ? 'attachment' : 'inline'}; filename="${filename}"`,
        )
        .send(file.stream);
    },
  );
};
