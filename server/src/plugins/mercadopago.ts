/**
 * Mercado Pago, an outside service: its client, its webhook signature check and the preference the shop sends it.
 *
 * The few Mercado Pago REST calls the shop makes: create a Checkout Pro preference, get
 * a payment, search payments by external_reference, refund a payment. The official `mercadopago`
 * SDK always calls https://api.mercadopago.com (its base URL is a hard-coded constant with no
 * option), so tests and local trials could not point it at a fake: we use its request and answer
 * types with fetch against MERCADOPAGO_API_URL (docs/decisions/0010-payments.md).
 * Every call gives up after `timeoutMs` (5 s): a slow Mercado Pago must not hang a shopper.
 */
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentSearchResult } from 'mercadopago/dist/clients/payment/search/types';
import type { RefundResponse } from 'mercadopago/dist/clients/paymentRefund/commonTypes';
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
import { WebhookSignatureValidator } from 'mercadopago';
import { formatOrderNumber, shopIsoTime } from '@shop/domain';
import type { OrderRow } from '../db/schema.ts';

/** Mercado Pago did not answer in time, could not be reached, or answered with an error. */
export class MercadoPagoError extends Error {
  constructor(
    message: string,
    /** The HTTP status it answered; undefined for a timeout or a network error. */
    public readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MercadoPagoError';
  }
}

/** What the shop reads of a payment (Mercado Pago's PaymentResponse and search results share these fields). */
export type MercadoPagoPayment = { id?: number | string } & Pick<
  PaymentResponse,
  | 'status'
  | 'status_detail'
  | 'external_reference'
  | 'transaction_amount'
  | 'transaction_amount_refunded'
  | 'currency_id'
  | 'date_last_updated'
  | 'date_approved'
  | 'date_created'
>;

export interface MercadoPagoClient {
  createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<PreferenceResponse>;
  /** The payment, or undefined when Mercado Pago does not know it (404). */
  getPayment(id: string): Promise<MercadoPagoPayment | undefined>;
  /** Every payment whose external_reference is `reference` (the order id), newest first. */
  searchPayments(reference: string): Promise<MercadoPagoPayment[]>;
  /** Refunds `amount` of the payment (ARS), or all of it when not given; the same key never refunds twice. */
  refundPayment(id: string, idempotencyKey: string, amount?: number): Promise<RefundResponse>;
}

export interface MercadoPagoClientOptions {
  accessToken: string;
  apiUrl: string;
  /** Default 5000 ms. */
  timeoutMs?: number;
}

/** A client bound to one access token and base URL. Every method throws MercadoPagoError on failure. */
export function createMercadoPagoClient(opts: MercadoPagoClientOptions): MercadoPagoClient {
  const timeoutMs = opts.timeoutMs ?? 5000;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; json: T }> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.accessToken}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as { name?: string }).name === 'TimeoutError';
      throw new MercadoPagoError(
        timedOut
          ? `Mercado Pago did not answer ${method} ${path} within ${timeoutMs} ms`
          : `Mercado Pago unreachable: ${(err as Error).message}`,
        undefined,
        { cause: err },
      );
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch (err) {
      // The body can also stall after the headers; the same signal aborts it.
      if (res.ok)
        throw new MercadoPagoError(
          `Mercado Pago answered ${method} ${path} with an unreadable body`,
          res.status,
          { cause: err },
        );
    }
    return { status: res.status, json: json as T };
  }

  function failed(method: string, path: string, status: number, json: unknown): MercadoPagoError {
    const message = (json as { message?: unknown } | undefined)?.message;
    return new MercadoPagoError(
      `Mercado Pago answered ${method} ${path} with ${status}${typeof message === 'string' ? `: ${message}` : ''}`,
      status,
    );
  }

  return {
    async createPreference(body, idempotencyKey) {
      const { status, json } = await call<PreferenceResponse>(
        'POST',
        '/checkout/preferences',
        body,
        idempotencyKey,
      );
      if (status < 200 || status >= 300 || !json?.init_point)
        throw failed('POST', '/checkout/preferences', status, json);
      return json;
    },
    async getPayment(id) {
      const path = `/v1/payments/${encodeURIComponent(id)}`;
      const { status, json } = await call<PaymentResponse>('GET', path);
      if (status === 404) return undefined;
      if (status !== 200 || !json) throw failed('GET', path, status, json);
      return json;
    },
    async searchPayments(reference) {
      const query = new URLSearchParams({
        external_reference: reference,
        sort: 'date_created',
        criteria: 'desc',
        limit: '50',
      });
      const path = `/v1/payments/search?${query.toString()}`;
      const { status, json } = await call<{ results?: PaymentSearchResult[] }>('GET', path);
      if (status !== 200 || !Array.isArray(json?.results)) throw failed('GET', path, status, json);
      return json.results as MercadoPagoPayment[];
    },
    async refundPayment(id, idempotencyKey, amount) {
      const path = `/v1/payments/${encodeURIComponent(id)}/refunds`;
      const body = amount === undefined ? {} : { amount };
      const { status, json } = await call<RefundResponse>('POST', path, body, idempotencyKey);
      if (status < 200 || status >= 300) throw failed('POST', path, status, json);
      return json;
    },
  };
}

/*
 * Checks a Mercado Pago webhook's `x-signature`: `ts=<ts>,v1=<hex>` where the hex is
 * HMAC-SHA256 over `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret. The
 * official SDK's WebhookSignatureValidator computes and compares it (constant time); the freshness
 * check is ours because Mercado Pago sends `ts` in milliseconds while its docs and the SDK's
 * tolerance read seconds: a 13-digit ts is taken as milliseconds, a shorter one as seconds.
 */

/** A notification older (or further in the future) than this is refused as a replay. */
export const WEBHOOK_MAX_AGE_MS = 10 * 60 * 1000;

export interface WebhookHeaders {
  signature: string | undefined;
  requestId: string | undefined;
  /** The `data.id` query value. */
  dataId: string | undefined;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** The instant a signature's ts stands for, in ms since the epoch (either unit accepted). */
export function signatureTime(ts: string): number {
  const n = Number(ts);
  return ts.length >= 13 ? n : n * 1000;
}

/**
 * @returns ok when the signature matches and its ts is within WEBHOOK_MAX_AGE_MS of `now`;
 *   otherwise the reason (for the log only: the answer never says why).
 */
export function checkWebhookSignature(
  headers: WebhookHeaders,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const { signature, requestId, dataId } = headers;
  if (!signature) return { ok: false, reason: 'missing x-signature' };
  if (!requestId) return { ok: false, reason: 'missing x-request-id' };
  if (!dataId) return { ok: false, reason: 'missing data.id' };
  try {
    // Mercado Pago signs alphanumeric ids in lower case (its docs, "Validate origin").
    WebhookSignatureValidator.validate({
      xSignature: signature,
      xRequestId: requestId,
      dataId: dataId.toLowerCase(),
      secret,
    });
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
  const ts = /(?:^|,)\s*ts=(\d{1,16})\s*(?:,|$)/.exec(signature)?.[1];
  if (!ts) return { ok: false, reason: 'malformed ts' };
  if (Math.abs(now - signatureTime(ts)) > WEBHOOK_MAX_AGE_MS)
    return { ok: false, reason: `ts ${ts} too far from now (replay?)` };
  return { ok: true };
}

/*
 * The Checkout Pro preference for an order, built only from what is stored: the lines
 * as sold, never the browser's prices. external_reference is the order id (notifications and the
 * reconciliation find the order by it); every back_url is the shop's own page for the order, which
 * asks the server for the state instead of reading the query string.
 */

export interface PreferenceLine {
  productId: number;
  title: string;
  quantity: number;
  unitPriceArs: number;
}

/** PUBLIC_URL/pedidos/:id/pago: where Mercado Pago sends the shopper back (success, failure, pending). */
export const paymentPageUrl = (publicUrl: string, orderId: string) => `${publicUrl}/pedidos/${orderId}/pago`;

/** The URL registered for notifications; `source_news=webhooks` asks for signed webhooks only, not the older unsigned IPN. */
export const webhookUrl = (publicUrl: string) =>
  `${publicUrl}/api/payments/mercadopago/webhook?source_news=webhooks`;

/**
 * The items Mercado Pago charges: one per line as sold; with a coupon the products become
 * one item at their discounted sum, since Checkout Pro takes no negative prices and spreading the
 * discount over unit prices would not add up in whole pesos. An order at an agreed amount (catering,
 * decisions 0026 and 0032), whose lines do not add up to its subtotal, is one item at that subtotal.
 * Either way the items sum to the products' part of the order total.
 */
export function preferenceItems(
  order: Pick<OrderRow, 'id' | 'number' | 'discountArs' | 'couponCode' | 'lang'> &
    Partial<Pick<OrderRow, 'subtotalArs'>>,
  lines: readonly PreferenceLine[],
): NonNullable<PreferenceRequest['items']> {
  const linesSum = lines.reduce((sum, l) => sum + l.unitPriceArs * l.quantity, 0);
  if (order.subtotalArs != null && linesSum !== order.subtotalArs) {
    const en = order.lang === 'en';
    return [
      {
        id: 'encargo',
        title: en
          ? `Order ${formatOrderNumber(order.number, 'en')} (agreed amount)`
          : `Pedido ${formatOrderNumber(order.number, 'es')} (precio acordado)`,
        description: lines
          .map((l) => `${l.quantity} x ${l.title}`)
          .join(', ')
          .slice(0, 250),
        quantity: 1,
        unit_price: Math.max(0, order.subtotalArs - order.discountArs),
        currency_id: 'ARS',
      },
    ];
  }
  if (order.discountArs <= 0) {
    return lines.map((l) => ({
      id: String(l.productId),
      title: l.title,
      quantity: l.quantity,
      unit_price: l.unitPriceArs,
      currency_id: 'ARS',
    }));
  }
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceArs * l.quantity, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const en = order.lang === 'en';
  const title = en
    ? `Order ${formatOrderNumber(order.number, 'en')}: ${units} products with code ${order.couponCode ?? ''}`
    : `Pedido ${formatOrderNumber(order.number, 'es')}: ${units} productos con el código ${order.couponCode ?? ''}`;
  return [
    {
      id: 'productos',
      title,
      description: lines
        .map((l) => `${l.quantity} x ${l.title}`)
        .join(', ')
        .slice(0, 250),
      quantity: 1,
      unit_price: Math.max(0, subtotal - order.discountArs),
      currency_id: 'ARS',
    },
  ];
}

/**
 * The delivery's own item: the zone's name and the price stored on the order, so the
 * items add up to the order's total; none for a pickup or a free delivery.
 */
function deliveryItem(order: OrderRow): NonNullable<PreferenceRequest['items']>[number] | null {
  if (order.deliveryKind !== 'delivery' || !order.deliveryPriceArs || order.deliveryPriceArs <= 0)
    return null;
  return {
    id: 'envio',
    title: `${order.lang === 'en' ? 'Delivery' : 'Envío'}: ${order.deliveryName ?? ''}`.trim(),
    quantity: 1,
    unit_price: order.deliveryPriceArs,
    currency_id: 'ARS',
  };
}

/**
 * The preference's validity (decision 0018): from when the order was placed until its
 * payment due time, after which Mercado Pago refuses to take the payment and the expiry job
 * releases the order; none for an order without a due time.
 */
function expiry(
  order: Pick<OrderRow, 'createdAt' | 'paymentDueAt'>,
): Pick<PreferenceRequest, 'expires' | 'expiration_date_from' | 'expiration_date_to'> {
  if (!order.paymentDueAt) return {};
  return {
    expires: true,
    expiration_date_from: shopIsoTime(order.createdAt),
    expiration_date_to: shopIsoTime(order.paymentDueAt),
  };
}

/** The preference body for `order` and its `lines`, the delivery as its own line, valid until its due time. */
export function buildPreference(
  order: OrderRow,
  lines: readonly PreferenceLine[],
  publicUrl: string,
  shopName: string,
): PreferenceRequest {
  const back = paymentPageUrl(publicUrl, order.id);
  const delivery = deliveryItem(order);
  return {
    items: [...preferenceItems(order, lines), ...(delivery ? [delivery] : [])],
    external_reference: order.id,
    back_urls: { success: back, failure: back, pending: back },
    // Mercado Pago refuses auto_return unless the success URL is a public https address.
    ...(publicUrl.startsWith('https:') ? { auto_return: 'approved' } : {}),
    notification_url: webhookUrl(publicUrl),
    payer: { name: order.firstname, surname: order.lastname, email: order.email },
    statement_descriptor: shopName
      .normalize('NFD')
      .replace(/[^\w .-]/g, '')
      .slice(0, 22),
    metadata: { order_id: order.id },
    ...expiry(order),
  };
}
