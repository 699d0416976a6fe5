import { formatArs, type AdminCouponView, type Lang } from '@shop/domain';

/** "10 %" or "$ 2.000" for a coupon's value. */
export function couponValueText(coupon: Pick<AdminCouponView, 'kind' | 'value'>, lang: Lang): string {
  return coupon.kind === 'percent' ? `${coupon.value} %` : formatArs(coupon.value, lang);
}

/** A day 'YYYY-MM-DD' as dd/mm/yyyy (Argentina's order, both languages). */
export function dayText(day: string | null): string {
  return day ? day.split('-').reverse().join('/') : '';
}
