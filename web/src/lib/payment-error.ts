/**
 * The text of a failed payment call: the server's own message for a 4xx, and also for
 * 503 payment_unavailable, whose message ("Mercado Pago no responde en este momento…") is what the
 * shopper or the owner must read; anything else (network, other 5xx) gets `fallback`.
 */
import { ApiClientError } from './api-client.ts';

export function paymentErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiClientError) || !error.message) return fallback;
  return error.status < 500 || error.code === 'payment_unavailable' ? error.message : fallback;
}
