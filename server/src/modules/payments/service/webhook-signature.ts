/**
 * Checks a Mercado Pago webhook's `x-signature`: `ts=<ts>,v1=<hex>` where the hex is
 * HMAC-SHA256 over `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret. The
 * official SDK's WebhookSignatureValidator computes and compares it (constant time); the freshness
 * check is ours because Mercado Pago sends `ts` in milliseconds while its docs and the SDK's
 * tolerance read seconds: a 13-digit ts is taken as milliseconds, a shorter one as seconds.
 */
import { WebhookSignatureValidator } from 'mercadopago';

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
