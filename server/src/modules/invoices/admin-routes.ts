/**
 * The owner's electronic invoices, administrators only (docs/decisions/0021-electronic-invoices.md):
 * - GET  /api/admin/invoices?month=YYYY-MM : whether invoicing is on, and the month's documents;
 * - GET  /api/admin/invoices.csv?month=YYYY-MM : the issued ones for the accountant;
 * - GET  /api/admin/invoices/:id/pdf : a document's PDF;
 * - POST /api/admin/invoices/:id/retry : asks ARCA again for a pendiente or rechazada document;
 * - POST /api/admin/invoices/:id/resend : mails an issued document to its shopper again;
 * - GET  /api/admin/orders/:id/invoices : one order's documents;
 * - POST /api/admin/orders/:id/invoice : "Emitir factura" (issues, or tries again, the order's invoice).
 */
import { adminInvoiceListSchema, adminInvoiceSchema, invoiceMonthSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { InvoiceService } from './service.ts';

const monthQuery = z
  .object({ month: invoiceMonthSchema.optional(), lang: z.enum(['es', 'en']).optional() })
  .strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const orderParams = z.object({ id: z.uuid().describe('Order id (UUID)') });
const pdfQuery = z.object({
  download: z.string().optional().describe('Any value: as an attachment'),
  lang: z.enum(['es', 'en']).optional(),
});

export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Electronic invoices and credit notes, newest first',
        querystring: monthQuery,
        response: { 200: adminInvoiceListSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await invoices.list(request.query.month)),
  );

  app.get(
    '/api/admin/invoices.csv',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The issued documents as a CSV file for the accountant',
        querystring: monthQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with BOM'),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const csv = await invoices.csv(request.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="facturas-${request.query.month ?? 'todas'}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/api/admin/invoices/:id/pdf',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "A document's PDF",
        params: idParams,
        querystring: pdfQuery,
        response: {
          200: z.unknown().describe('application/pdf'),
          ...errorResponses(400, ...ADMIN_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { file, filename } = await invoices.pdf(request.params.id, undefined);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${request.query.download ? 'attachment' : 'inline'}; filename="${filename}"`,
        )
        .send(file.stream);
    },
  );

  app.post(
    '/api/admin/invoices/:id/retry',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Ask ARCA again for a pending or rejected document',
        params: idParams,
        response: { 200: adminInvoiceSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => invoices.retry(request.params.id),
  );

  app.post(
    '/api/admin/invoices/:id/resend',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Mail an issued document to its shopper again',
        params: idParams,
        response: { 200: adminInvoiceSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => invoices.resend(request.params.id),
  );

  app.get(
    '/api/admin/orders/:id/invoices',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: "One order's invoice and credit note",
        params: orderParams,
        response: { 200: adminInvoiceListSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await invoices.forOrder(request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Issue (or try again) the invoice of a paid order',
        params: orderParams,
        response: { 200: adminInvoiceListSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => invoices.issueNow(request.params.id),
  );
};
