/**
 * Transfer receipts' rules: a receipt's real type, and uploading, listing and reading receipts.
 *
 * What a receipt really is, read from its bytes ("checks the file's real type from its
 * bytes (not its name or declared type)"). The upload's file name and Content-Type are never used.
 */
import { RECEIPT_TYPES, acceptsReceipt } from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { argentinaDayStart, nextArgentinaMidnight } from '../../lib/argentina-day.ts';
import type { ShopError } from '../../lib/error-table.ts';
import type { Upload, UploadProblem } from '../../lib/read-upload.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { createReceiptErrors, type ReceiptLimits } from './errors.ts';
import { receiptReceivedMail } from './mails.ts';
import {
  findCustomerOrder,
  insertReceipt,
  lockCustomer,
  readReceiptUsage,
  type ReceiptRow,
} from './store.ts';

export type ReceiptType = (typeof RECEIPT_TYPES)[number];

const accepted: ReadonlySet<string> = new Set(RECEIPT_TYPES);

/**
 * The receipt's type and file extension when its bytes are one of RECEIPT_TYPES (an image or a
 * PDF); undefined for anything else, an unrecognisable file included.
 */
export async function detectReceiptType(
  bytes: Uint8Array,
): Promise<{ mime: ReceiptType; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accepted.has(detected.mime)) return undefined;
  return { mime: detected.mime as ReceiptType, ext: detected.ext };
}

/*
 * Payment receipts of an order: who may add one, and
 * storing it. An order takes at most `maxPerOrder` receipts and a customer uploads at most
 * `maxBytesPerCustomerPerDay` bytes per Argentine day over all their orders. The caps are decided
 * in the database, in a transaction holding the customer's row lock, so uploads arriving together
 * (from one browser or several processes) are counted one after another and cannot pass them.
 */

export interface ReceiptServiceOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  limits: ReceiptLimits;
  /** The shop's address told about every receipt, and the mail's signature: read when a mail is written (docs/decisions/0028). */
  facts: { readonly ordersEmail: string; readonly shopName: string };
  /** Logs what goes wrong in the background (the mail) or only leaves garbage (a file not removed). */
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The clock; tests move it. */
  now?: () => Date;
}

/** A new receipt as the API returns it. */
export interface StoredReceipt {
  id: string;
  orderId: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface AddReceiptInput {
  user: { id: string; email: string };
  /** A lower-case UUID the caller already checked. */
  orderId: string;
  bytes: Buffer;
  type: { mime: ReceiptType; ext: string };
  /** The browser's file name, kept for the shop (cut to 200 characters). */
  filename: string;
}

const ORIGINAL_NAME_MAX = 200;
// Any UUID PostgreSQL accepts; anything else cannot be an order id (and would fail the cast).
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The receipts service over the shop's database, file storage and mail. */
export function createReceiptService(opts: ReceiptServiceOptions) {
  const { db, storage, limits } = opts;
  const now = opts.now ?? (() => new Date());
  const receiptError = createReceiptErrors(limits);

  /** How many receipts `orderId` has, and the bytes `userId` uploaded since the Argentine day began. */
  async function usage(
    tx: Db | Tx,
    userId: string,
    orderId: string,
    at: Date,
  ): Promise<{ orderCount: number; dayBytes: number }> {
    return readReceiptUsage(tx, userId, orderId, argentinaDayStart(at));
  }

  /** The 429 for the daily cap, with the seconds until the next Argentine day. */
  function dailyLimitError(at: Date): ShopError {
    // Retry-After: the next Argentine midnight, when the day's allowance starts again.
    const err = receiptError('receipts_daily_limit');
    err.retryAfterSeconds = Math.max(
      1,
      Math.ceil((nextArgentinaMidnight(at).getTime() - at.getTime()) / 1000),
    );
    return err;
  }

  /**
   * Refuses when `orderId` is not `userId`'s pendiente order or has no room left, checked before
   * an upload's body is read so a refused upload costs nothing. `size` is the upload's size when
   * known (0 before reading: only "no room at all" is refused then).
   * @returns the order's names, for the shop's mail.
   * @throws ShopError 404 order_not_found (unknown ids and other customers' orders alike),
   *   409 not_pending, 409 already_paid (paid or refunded: acceptsReceipt), 409 too_many_receipts, 429 receipts_daily_limit (with retryAfterSeconds).
   */
  async function checkRoom(tx: Db | Tx, userId: string, orderId: string, size: number) {
    const order = await findCustomerOrder(tx, userId, orderId);
    if (!order) throw receiptError('order_not_found');
    if (order.status !== 'pendiente') throw receiptError('not_pending');
    if (!acceptsReceipt(order)) throw receiptError('already_paid');
    const at = now();
    const used = await usage(tx, userId, orderId, at);
    if (used.orderCount >= limits.maxPerOrder) throw receiptError('too_many_receipts');
    if (used.dayBytes + Math.max(size, 1) > limits.maxBytesPerCustomerPerDay) throw dailyLimitError(at);
    return order;
  }

  return {
    errors: receiptError,

    /**
     * POST /api/pedidos/:pedidoId/comprobante's rule: `user` uploads a receipt for order
     * `rawOrderId`. Ownership, status and room are checked before `readUpload` reads the body, so
     * a refused upload costs nothing; then the file must be an image or a PDF by its bytes.
     * @throws receipt errors: 404 order_not_found (also for ids that cannot be one), 400 no_file /
     *   malformed_upload, 413 file_too_large, 415 unsupported_type, and those of checkRoom.
     */
    async upload(input: {
      user: AddReceiptInput['user'];
      rawOrderId: string;
      readUpload: () => Promise<Upload | UploadProblem>;
    }): Promise<StoredReceipt> {
      const { user } = input;
      if (!ORDER_ID.test(input.rawOrderId)) throw receiptError('order_not_found');
      const orderId = input.rawOrderId.toLowerCase();
      await checkRoom(db, user.id, orderId, 0);
      const upload = await input.readUpload();
      if (upload === 'no_file') throw receiptError('no_file');
      if (upload === 'malformed') throw receiptError('malformed_upload');
      if (upload === 'too_large') throw receiptError('file_too_large');
      const type = await detectReceiptType(upload.bytes);
      if (!type) throw receiptError('unsupported_type');
      return this.addReceipt({ user, orderId, bytes: upload.bytes, type, filename: upload.filename });
    },

    /**
     * Stores the file, then records it if the order still has room (checked again under the
     * customer's row lock); on a refusal or a failure the stored file is removed, so storage holds
     * only recorded receipts. Mails the shop in the background.
     * @throws the errors of checkRoom.
     */
    async addReceipt(input: AddReceiptInput): Promise<StoredReceipt> {
      const { user, orderId, bytes, type } = input;
      const storageKey = `receipts/${orderId}/${randomUUID()}.${type.ext}`;
      // Written before the transaction: the row lock is then held for two short queries and an
      // insert, never for a slow write to disk or S3.
      await storage.put(storageKey, bytes, type.mime);
      let recorded: {
        row: ReceiptRow;
        order: { number: number; firstname: string; lastname: string };
      };
      try {
        recorded = await inTransaction(db, async (tx) => {
          // Every upload of this customer waits here for the one before it to commit.
          await lockCustomer(tx, user.id);
          const order = await checkRoom(tx, user.id, orderId, bytes.length);
          const row = await insertReceipt(tx, {
            orderId,
            storageKey,
            contentType: type.mime,
            sizeBytes: bytes.length,
            originalName: input.filename.slice(0, ORIGINAL_NAME_MAX),
          });
          return { row, order };
        });
      } catch (err) {
        await storage
          .delete(storageKey)
          .catch((cause: unknown) =>
            opts.log.warn({ err: cause, storageKey }, 'could not remove an unrecorded receipt'),
          );
        throw err;
      }

      const { row, order } = recorded;
      const mail = receiptReceivedMail({
        to: opts.facts.ordersEmail,
        shopName: opts.facts.shopName,
        orderNumber: order.number,
        customerName: `${order.firstname} ${order.lastname}`.trim(),
        customerEmail: user.email,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        storageKey,
      });
      // In the background: the shopper's answer does not wait for (or fail because of) the mail.
      opts.mailer
        .send(mail)
        .catch((err: unknown) =>
          opts.log.error({ err, orderId: row.orderId }, 'could not send the receipt mail'),
        );
      return {
        id: row.id,
        orderId: row.orderId,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        createdAt: row.createdAt,
      };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
