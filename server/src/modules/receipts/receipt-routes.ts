/**
 * POST /api/pedidos/:pedidoId/comprobante (docs/orders-api.md; SPEC.md sections 2, 3, 7; issue 4,
 * "Following orders"): the order's owner uploads a payment receipt, an image or a PDF of at most
 * RECEIPT_MAX_BYTES, in the multipart field `comprobante`, while the order is pendiente.
 *
 * Answers 201 `{ receipt: { id, contentType, sizeBytes, createdAt } }`; 400 `no_file`;
 * 401 `unauthenticated`; 404 `order_not_found` (unknown ids and other customers' orders alike, so
 * the answer never tells whether an order exists); 409 `not_pending`; 413 `file_too_large`;
 * 415 `unsupported_type`. On any refusal nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, receipts } from '../../db/orders-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { readSingleUpload } from '../../lib/read-upload.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { receiptError } from './receipt-errors.ts';
import { receiptReceivedMail } from './receipt-mails.ts';
import { detectReceiptType } from './receipt-type.ts';

export interface ReceiptRoutesOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** SHOP_ORDERS_EMAIL: told about every receipt. */
  ordersEmail: string;
  /** Signature of the shop's mail. */
  shopName: string;
}

// Any UUID PostgreSQL accepts; anything else cannot be an order id (and would fail the cast).
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_FIELD = 'comprobante';
const ORIGINAL_NAME_MAX = 200;

/**
 * Registers the receipt upload route. Register it with `app.register` (not fastify-plugin): the
 * multipart parser it adds stays inside this plugin's scope, so no other route accepts multipart.
 */
export async function receiptRoutes(app: FastifyInstance, opts: ReceiptRoutesOptions) {
  const { db, storage, mailer } = opts;

  await app.register(multipart, {
    // Only one file is read; the other limits bound what a crafted request can make the parser hold.
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 20 },
  });

  app.post<{ Params: { pedidoId: string } }>(
    '/api/pedidos/:pedidoId/comprobante',
    { preHandler: app.requireUser },
    async (request, reply) => {
      const lang = requestLang(request);
      const user = request.sessionUser!;
      const orderId = request.params.pedidoId;
      if (!ORDER_ID.test(orderId)) throw receiptError('order_not_found', lang);

      // Ownership and status are checked before the body is read, so a refused upload costs nothing.
      const [order] = await db
        .select({ status: orders.status, firstname: orders.firstname, lastname: orders.lastname })
        .from(orders)
        .where(and(eq(orders.id, orderId.toLowerCase()), eq(orders.userId, user.id)));
      if (!order) throw receiptError('order_not_found', lang);
      if (order.status !== 'pendiente') throw receiptError('not_pending', lang);

      const upload = await readSingleUpload(request, FILE_FIELD);
      if (upload === 'no_file') throw receiptError('no_file', lang);
      if (upload === 'too_large') throw receiptError('file_too_large', lang);
      const { bytes } = upload;

      const type = await detectReceiptType(bytes);
      if (!type) throw receiptError('unsupported_type', lang);

      const storageKey = `receipts/${orderId.toLowerCase()}/${randomUUID()}.${type.ext}`;
      await storage.put(storageKey, bytes, type.mime);
      let row: typeof receipts.$inferSelect;
      try {
        [row] = await db
          .insert(receipts)
          .values({
            orderId: orderId.toLowerCase(),
            storageKey,
            contentType: type.mime,
            sizeBytes: bytes.length,
            originalName: upload.filename.slice(0, ORIGINAL_NAME_MAX),
          })
          .returning();
      } catch (err) {
        // No row points at the file: remove it so storage holds only recorded receipts.
        await storage.delete(storageKey).catch((cause: unknown) => request.log.warn({ err: cause, storageKey }, 'could not remove an unrecorded receipt'));
        throw err;
      }

      // In the background: the shopper's answer does not wait for (or fail because of) the mail.
      const mail = receiptReceivedMail({
        to: opts.ordersEmail,
        shopName: opts.shopName,
        orderId: row.orderId,
        customerName: `${order.firstname} ${order.lastname}`.trim(),
        customerEmail: user.email,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        storageKey,
      });
      mailer.send(mail).catch((err: unknown) => app.log.error({ err, orderId: row.orderId }, 'could not send the receipt mail'));

      return reply.status(201).send({
        receipt: { id: row.id, contentType: row.contentType, sizeBytes: row.sizeBytes, createdAt: row.createdAt.toISOString() },
      });
    },
  );
}
