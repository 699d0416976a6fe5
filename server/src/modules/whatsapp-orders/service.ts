/**
 * Orders sent by WhatsApp (docs/decisions/0034-whatsapp-orders-and-review-approval.md). When the
 * shopper taps the WhatsApp button the browser records the cart here, with no account: the server
 * prices the lines from the catalogue, checks and prices the delivery choice when one is given
 * (without booking the day's place) and the coupon (without counting its use), and answers a short
 * reference for the message. The owner confirms or discards it from the order desk; only confirmed
 * ones count in the production list and the dashboard. An unconfirmed one is deleted after
 * WHATSAPP_ORDER_TTL_DAYS by its job; no mail or push goes out for a record (anyone can make one).
 */
import { randomInt } from 'node:crypto';
import {
  lineTotal,
  makeWhatsappReference,
  orderTotals,
  sumLines,
  WHATSAPP_ORDER_TTL_DAYS,
  WHATSAPP_REFERENCE_ALPHABET,
  type AdminWhatsappOrder,
  type Lang,
  type WhatsappOrderRecorded,
  type WhatsappOrderRequest,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { WhatsappOrderRow } from '../../db/orders-schema.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { reserveCoupon } from '../coupons/index.ts';
import {
  checkDeliveryChoice,
  pricedDelivery,
  readDeliveryChoice,
  type HolidayCalendar,
} from '../delivery/index.ts';
import { orderError, priceLines, storedDelivery } from '../orders/index.ts';
import { queueWhatsappOrderExpiry } from './jobs.ts';
import {
  decideWhatsappOrder as storeDecision,
  findWhatsappOrderByKey,
  insertWhatsappOrder,
  listWhatsappOrders,
  readWhatsappOrder,
  type WhatsappLineRow,
} from './store.ts';

/** Attempts at a free reference before giving up (with 280 000 references a clash is rare). */
const REFERENCE_ATTEMPTS = 8;

export interface RecordWhatsappOrderInput {
  request: WhatsappOrderRequest;
  /** The Idempotency-Key header, already validated: the same key answers the first record. */
  idempotencyKey: string;
  lang: Lang;
  /** The caller's address: records are limited per IP (`rateLimit`). */
  ip: string;
  limiter: RateLimiter;
  rateLimit: { max: number; windowSeconds: number };
  holidays?: HolidayCalendar;
  now?: Date;
}

/**
 * Records a WhatsApp order (POST /api/pedidos/whatsapp) and queues its expiry in the same
 * transaction. A second call with the same key answers the first record (not counted again).
 * @returns its reference and total, and whether this call created it.
 * @throws ShopError 429 rate_limited past the IP's records per window.
 * @throws ShopError 400 unknown_product / too_many_units (priceLines), unknown_zone,
 *   unknown_pickup_point, day_* (the delivery choice), 409 coupon_* (the coupon does not apply).
 */
export async function recordWhatsappOrder(
  db: Db,
  input: RecordWhatsappOrderInput,
): Promise<WhatsappOrderRecorded & { created: boolean }> {
  const { request, idempotencyKey, lang } = input;
  const now = input.now ?? new Date();
  const earlier = await findWhatsappOrderByKey(db, idempotencyKey);
  if (earlier) return { reference: earlier.reference, total: earlier.totalArs, created: false };
  await enforceRateLimits(input.limiter, [{ key: `whatsapp-order:ip:${input.ip}`, rule: input.rateLimit }]);
  const lines = await priceLines(db, request, lang);
  const subtotal = sumLines(lines);
  const cart = {
    productLeadHours: Math.max(0, ...lines.map((l) => l.leadTimeHours)),
    units: lines.reduce((n, l) => n + l.quantity, 0),
  };
  const resolved = request.delivery
    ? checkDeliveryChoice(
        await readDeliveryChoice(db, {
          choice: request.delivery,
          address: request.address,
          now,
          holidays: input.holidays,
        }),
        { choice: request.delivery, cart, now },
      )
    : undefined;
  const coupon = request.coupon
    ? await reserveCoupon(db, request.coupon, subtotal, {
        email: request.email || null,
        phone: request.phone,
      })
    : undefined;
  const totals = orderTotals({
    lines,
    coupon: coupon ? { code: coupon.coupon.code, discount: coupon.discount } : null,
    delivery: resolved?.charge ?? null,
  });
  const delivery = resolved ? pricedDelivery(resolved, totals.afterDiscount) : null;
  const expiresAt = new Date(now.getTime() + WHATSAPP_ORDER_TTL_DAYS * 24 * 3600 * 1000);
  const order = {
    idempotencyKey,
    firstname: request.firstname,
    lastname: request.lastname,
    phone: request.phone,
    email: request.email,
    address: delivery?.kind === 'pickup' ? '' : request.address,
    addressNotes: request.addressNotes,
    paymentMethod: request.paymentMethod ?? null,
    subtotalArs: totals.subtotal,
    discountArs: totals.discount,
    couponCode: totals.coupon,
    totalArs: totals.total,
    deliveryKind: delivery?.kind ?? null,
    deliveryName: delivery?.name ?? null,
    deliveryPriceArs: delivery ? totals.delivery : null,
    deliveryAddress: delivery?.address ?? null,
    deliveryDay: delivery?.date ?? null,
    deliveryWindow: delivery?.window ?? null,
    lang,
    expiresAt,
  };
  const lineValues = lines.map((l, position) => ({
    productId: l.productId,
    position,
    titleEs: l.titleEs,
    titleEn: l.titleEn,
    unitPriceArs: l.unitPrice,
    quantity: l.quantity,
    lineTotalArs: lineTotal(l.unitPrice, l.quantity),
  }));
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = makeWhatsappReference(
      () => randomInt(WHATSAPP_REFERENCE_ALPHABET.length) / WHATSAPP_REFERENCE_ALPHABET.length,
    );
    const stored = await inTransaction(db, async (tx) => {
      const row = await insertWhatsappOrder(tx, { ...order, reference }, lineValues);
      if (row) await queueWhatsappOrderExpiry(tx, row.id, expiresAt);
      return row;
    });
    if (stored) return { reference: stored.reference, total: stored.totalArs, created: true };
    // Taken: either the same key's concurrent request won (answer it) or the reference clashed (draw again).
    const same = await findWhatsappOrderByKey(db, idempotencyKey);
    if (same) return { reference: same.reference, total: same.totalArs, created: false };
  }
  throw orderError('whatsapp_reference_unavailable');
}

/** A stored WhatsApp order as the owner's desk shows it, titles in `lang`. */
function toAdminWhatsappOrder(
  row: WhatsappOrderRow,
  lines: readonly WhatsappLineRow[],
  lang: Lang,
): AdminWhatsappOrder {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    customer: `${row.firstname} ${row.lastname}`,
    phone: row.phone,
    email: row.email,
    address: row.address,
    lines: lines.map((l) => ({
      productId: String(l.productId),
      title: lang === 'en' ? l.titleEn : l.titleEs,
      quantity: l.quantity,
      unitPrice: l.unitPriceArs,
      lineTotal: l.lineTotalArs,
    })),
    subtotal: row.subtotalArs,
    discount: row.discountArs,
    coupon: row.couponCode,
    total: row.totalArs,
    delivery: storedDelivery(row),
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** GET /api/admin/whatsapp-orders: newest first; every one but the discarded unless `status` asks. */
export async function whatsappOrdersForDesk(
  db: Db,
  status: WhatsappOrderRow['status'] | undefined,
  lang: Lang,
): Promise<{ items: AdminWhatsappOrder[] }> {
  const { rows, lines } = await listWhatsappOrders(db, status);
  return { items: rows.map((r) => toAdminWhatsappOrder(r, lines.get(r.id) ?? [], lang)) };
}

/**
 * The owner confirms (it counts from now on in the production list and the dashboard) or
 * discards (it leaves the default list) a WhatsApp order still `iniciado`.
 * @throws ShopError 404 order_not_found when unknown, 409 whatsapp_order_decided when already confirmed or discarded.
 */
export async function decideWhatsappOrder(
  db: Db,
  input: { id: string; decision: 'confirmar' | 'descartar'; adminId: string; lang: Lang },
): Promise<AdminWhatsappOrder> {
  const status = input.decision === 'confirmar' ? 'confirmado' : 'descartado';
  const changed = await storeDecision(db, input.id, status, input.adminId);
  const current = await readWhatsappOrder(db, input.id);
  if (!current) throw orderError('order_not_found');
  if (!changed) throw orderError('whatsapp_order_decided');
  return toAdminWhatsappOrder(current.row, current.lines, input.lang);
}
