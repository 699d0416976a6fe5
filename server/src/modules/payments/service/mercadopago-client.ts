/**
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
