/**
 * POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md; SPEC.md sections 2, 3, 7; issue 4,
 * "Following orders"; caps from issue 11): the order's owner uploads a payment receipt, an image or
 * a PDF of at most RECEIPT_MAX_BYTES, in the multipart field `comprobante`, while the order is
 * pendiente and has room (receipt-service.ts).
 *
 * Answers 201 `{ receipt: { id, contentType, sizeBytes, createdAt } }`; 400 `no_file` /
 * `malformed_upload`; 401 `unauthenticated`; 404 `order_not_found` (unknown ids and other
 * customers' orders alike, so the answer never tells whether an order exists); 409 `not_pending` /
 * `too_many_receipts`; 413 `file_too_large`; 415 `unsupported_type`; 429 `receipts_daily_limit`
 * with Retry-After. On any refusal nothing is stored.
 */
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import type { Db } from '../../db/client.ts';
import { requestLang } from '../../lib/lang.ts';
import { readSingleUpload, registerUploadParsers } from '../../lib/read-upload.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { ReceiptLimits } from './receipt-errors.ts';
import { createReceiptService, type ReceiptRefusal } from './receipt-service.ts';
import { detectReceiptType } from './receipt-type.ts';

export interface ReceiptRoutesOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** SHOP_ORDERS_EMAIL: told about every receipt. */
  ordersEmail: string;
  /** Signature of the shop's mail. */
  shopName: string;
  /** RECEIPTS_MAX_PER_ORDER and RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY. */
  limits: ReceiptLimits;
}

// Any UUID PostgreSQL accepts; anything else cannot be an order id (and would fail the cast).
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_FIELD = 'comprobante';

/** Adds Retry-After to a refusal that says when to try again, then lets it go on to the error handler. */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    const seconds = (err as ReceiptRefusal).retryAfterSeconds;
    if (seconds !== undefined) reply.header('retry-after', String(seconds));
    throw err;
  };
}

/**
 * Registers the receipt upload route. Register it with `app.register` (not fastify-plugin): the
 * multipart parser it adds stays inside this plugin's scope, so no other route accepts multipart.
 */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (app, opts) => {
  const service = createReceiptService({ ...opts, log: app.log });
  const receiptError = service.errors;

  // Only one file is read; the other limits bound what a crafted request can make the parser hold.
  await registerUploadParsers(app, { fileSize: RECEIPT_MAX_BYTES, fields: 10, parts: 20 });

  app.post(
    '/api/pedidos/:pedidoId/comprobante',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Upload a payment receipt for one of your orders (multipart field "comprobante"; image or PDF)',
        security: SESSION_SECURITY,
        consumes: ['multipart/form-data'],
        params: z.object({ pedidoId: z.string().describe('The order id (UUID)') }),
        response: {
          201: z.object({ receipt: z.object({ id: z.string(), contentType: z.string(), sizeBytes: z.number().int(), createdAt: z.string() }) }),
          ...errorResponses(400, ...USER_ERRORS, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const user = request.sessionUser!;
      if (!ORDER_ID.test(request.params.pedidoId)) throw receiptError('order_not_found', lang);
      const orderId = request.params.pedidoId.toLowerCase();

      // Ownership, status and room are checked before the body is read: a refused upload costs nothing.
      await service.assertCanAdd(user.id, orderId, lang).catch(withRetryAfter(reply));

      const upload = await readSingleUpload(request, FILE_FIELD);
      if (upload === 'no_file') throw receiptError('no_file', lang);
      if (upload === 'malformed') throw receiptError('malformed_upload', lang);
      if (upload === 'too_large') throw receiptError('file_too_large', lang);

      const type = await detectReceiptType(upload.bytes);
      if (!type) throw receiptError('unsupported_type', lang);

      const receipt = await service
        .addReceipt({ user, orderId, bytes: upload.bytes, type, filename: upload.filename, lang })
        .catch(withRetryAfter(reply));
      return reply.status(201).send({
        receipt: { id: receipt.id, contentType: receipt.contentType, sizeBytes: receipt.sizeBytes, createdAt: receipt.createdAt.toISOString() },
      });
    },
  );
};
