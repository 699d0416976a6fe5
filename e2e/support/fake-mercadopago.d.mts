/** Types of fake-mercadopago.mjs (a local fake of Mercado Pago's API, decision 0010). */

export interface Delivered {
  status: number;
  body: string;
}

export interface FakeMercadoPagoOptions {
  /** The token the shop must send as `Authorization: Bearer <token>`. */
  accessToken: string;
  /** Signs the webhooks it sends. */
  webhookSecret: string;
  /** Sends a webhook; default fetch. Server tests pass one that calls app.inject. */
  deliver?: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => Promise<Delivered>;
  /** Port on 127.0.0.1; default a free one. */
  port?: number;
  /** Unit of the signature's ts: 'ms' (what Mercado Pago sends) or 's' (what its docs and SDK assume). Default 'ms'. */
  tsUnit?: 'ms' | 's';
}

export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  date_created: string;
  date_last_updated: string;
  date_approved: string | null;
  preference_id?: string;
  [key: string]: unknown;
}

export interface PayOptions {
  /** approved (default), rejected, pending, in_process... */
  status?: string;
  statusDetail?: string;
  /** Default: the preference's total. */
  amount?: number;
  externalReference?: string;
  dateLastUpdated?: string;
  /** false: make the payment without sending the webhook (a lost notification). */
  notify?: boolean;
}

export interface NotifyOptions {
  url?: string;
  requestId?: string;
  ts?: string | number;
  /** Sign with this secret instead of the right one. */
  secret?: string;
  /** Send exactly this x-signature; null sends none. */
  signature?: string | null;
}

export interface FakeMercadoPago {
  /** Base URL, e.g. http://127.0.0.1:41234 (MERCADOPAGO_API_URL). */
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  preferences: Map<string, any>;
  payments: Map<string, FakePayment>;
  requests: {
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any;
  }[];
  /** Set a kind to 'error' (answers 500) or 'hang' (never answers); undefined answers normally. */
  failures: Partial<Record<'preferences' | 'payments' | 'search' | 'refunds', 'error' | 'hang' | undefined>>;
  pay(
    preferenceId: string,
    opts?: PayOptions,
  ): Promise<{ payment: FakePayment; notification: Delivered | undefined }>;
  updatePayment(
    paymentId: string | number,
    change: { status: string; statusDetail?: string; notify?: boolean; dateLastUpdated?: string },
  ): Promise<{ payment: FakePayment; notification: Delivered | undefined }>;
  notify(paymentId: string, opts?: NotifyOptions): Promise<Delivered | undefined>;
  addPayment(
    payment: Partial<FakePayment> & { external_reference: string; transaction_amount: number },
  ): FakePayment;
  close(): Promise<void>;
}

export function signWebhook(secret: string, dataId: string, requestId: string, ts: string | number): string;
export function startFakeMercadoPago(options: FakeMercadoPagoOptions): Promise<FakeMercadoPago>;
