/**
 * The owner's list of newsletter subscribers: filtered, newest first, with their code
 * and whether it was used, and the same list as CSV text. Knows nothing of HTTP.
 */
import type { AdminSubscriber } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { toCsv } from '../../../lib/csv.ts';
import { readCouponUses } from '../../coupons/index.ts';
import { listSubscriberRows } from '../store.ts';

/** The list filters: `q` is part of the e-mail (any case). */
export interface SubscriberFilter {
  q?: string;
  status?: AdminSubscriber['status'];
}

/** Subscribers matching `filter`, newest first (at most 10 000). */
export async function listSubscribers(db: Db, { q, status }: SubscriberFilter): Promise<AdminSubscriber[]> {
  const rows = await listSubscriberRows(db, { q, status }, 10_000);
  const couponIds = [...new Set(rows.flatMap((s) => (s.couponId === null ? [] : [s.couponId])))];
  const coupons = new Map((await readCouponUses(db, couponIds)).map((c) => [c.id, c]));
  return rows.map((s) => {
    const coupon = s.couponId === null ? undefined : coupons.get(s.couponId);
    return {
      id: s.id,
      email: s.email,
      status: s.status,
      lang: s.lang === 'en' ? 'en' : 'es',
      createdAt: s.createdAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      coupon: coupon?.code ?? null,
      couponUsed: (coupon?.uses ?? 0) > 0,
    };
  });
}

/** The same list as CSV (UTF-8, Spanish headers, one row per subscriber). */
export async function subscribersCsv(db: Db, filter: SubscriberFilter): Promise<string> {
  const items = await listSubscribers(db, filter);
  return toCsv(
    ['email', 'estado', 'idioma', 'alta', 'confirmado', 'baja', 'codigo', 'codigo_usado'],
    items.map((s) => [
      s.email,
      s.status,
      s.lang,
      s.createdAt,
      s.confirmedAt,
      s.unsubscribedAt,
      s.coupon,
      s.couponUsed ? 'si' : 'no',
    ]),
  );
}
