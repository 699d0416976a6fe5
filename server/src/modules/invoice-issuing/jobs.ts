/**
 * The invoice job (decision 0017): issues one order's invoice or credit note; retried with
 * back-off (ARCA_RETRY_BASE_MS, doubling) while ARCA cannot be asked or the document stays
 * pendiente. One lane, so one process asks ARCA for one document at a time.
 */
import { jobKind, type JobKind } from '../../plugins/job-queue.ts';
import type { JobHandler, JobKindOptions } from '../../plugins/job-runner.ts';
import type { InvoiceKind } from '@shop/domain';
import type { InvoiceIssuer } from './service.ts';

export interface InvoiceJobPayload {
  orderId: string;
  kind: InvoiceKind;
  /**
   * A credit note's: the order's refunded total (ARS) it brings the credited amount up to; absent,
   * the whole invoice (a cancelled paid order, and jobs queued before partial credit notes).
   */
  upToArs?: number;
}

export const INVOICE_JOB: JobKind<InvoiceJobPayload> = jobKind<InvoiceJobPayload>('invoices.issue');

/** At most one queued job per document: the invoice, or the credit up to one refunded total. */
export function invoiceJobKey(payload: InvoiceJobPayload): string {
  const key = `invoice:${payload.orderId}:${payload.kind}`;
  return payload.upToArs === undefined ? key : `${key}:${payload.upToArs}`;
}

/** Lane and retries of the invoice job; `retryBaseMs` from the configuration. */
export function invoiceJobOptions(retryBaseMs: number): JobKindOptions {
  return { lane: 'arca', maxAttempts: 12, retryBaseMs, leaseMs: 5 * 60_000 };
}

/** Issues the document; throws (so the runner retries) while it is still pendiente. */
export function invoiceJobHandler(invoices: Pick<InvoiceIssuer, 'issue'>): JobHandler<InvoiceJobPayload> {
  return async ({ orderId, kind, upToArs }) => {
    const row = await invoices.issue(orderId, kind, kind === 'nota_credito' ? (upToArs ?? 'all') : undefined);
    if (row?.state === 'pendiente') throw new Error(`invoice ${row.id} still pendiente: ${row.observations}`);
  };
}
