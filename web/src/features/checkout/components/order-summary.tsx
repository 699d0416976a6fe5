import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArs, formatDeliveryDate, lineTotal, type CartLine, type OrderTotals } from '@shop/domain';
import type { PricedDelivery } from '../delivery-selection.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { LocalShippingOutlinedIcon } from '../../../components/icons.tsx';
import '../texts.ts';
import s from './checkout.module.css';

/**
 * Summary card of /checkout: each line with quantity and line total, the
 * subtotal, the discount of an accepted coupon, the delivery line (the chosen
 * zone's price after its "free from" rule or "Sin cargo", and the day and window; "Elegí envío o
 * retiro" until chosen; the price counts as soon as the zone is chosen, the day follows) and the
 * total to pay. From md the card rides along beside the forms as the shopper scrolls, and scrolls
 * inside itself when taller than the window, so its buttons stay in reach. The amounts are `totals` (the domain's orderTotals, composed by useCheckout);
 * `coupon` holds the coupon field, `children` the order buttons.
 */
export function OrderSummary({
  lines,
  totals,
  delivery = null,
  coupon,
  children,
}: {
  lines: readonly CartLine[];
  /** The order's amounts: subtotal, the coupon's code and discount, the delivery's price, the total. */
  totals: OrderTotals;
  /**
   * The chosen zone or pickup point (its name, its day and window once chosen); null until an
   * option is chosen.
   */
  delivery?: PricedDelivery | null;
  coupon?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  return (
    <section aria-labelledby="order-summary-title" className={s.summary}>
      <h2 id="order-summary-title" className={s.summaryTitle}>
        {t('summary.title')}
      </h2>
      <ul className={s.lines}>
        {lines.map((line) => (
          <li key={line.id} className={`${s.row} ${s.spaced}`}>
            <p className={s.body2}>
              {line.title} <span className={`${s.secondary} ${s.nowrap}`}>× {line.quantity}</span>
            </p>
            <p className={`${s.body2} ${s.strong} ${s.nowrap}`}>
              {formatArs(lineTotal(line.price, line.quantity), lang)}
            </p>
          </li>
        ))}
      </ul>
      <hr className={s.divider} />
      <div className={s.row}>
        <p className={s.body1}>{t('summary.subtotal')}</p>
        <p className={s.body1}>{formatArs(totals.subtotal, lang)}</p>
      </div>
      {coupon}
      {totals.coupon && totals.discount > 0 && (
        <div className={`${s.row} ${s.spaced} ${s.discount}`} data-testid="checkout-discount">
          <p className={s.body1}>{t('summary.discount', { code: totals.coupon })}</p>
          <p className={`${s.body1} ${s.strong} ${s.nowrap}`}>-{formatArs(totals.discount, lang)}</p>
        </div>
      )}
      <div data-testid="checkout-delivery">
        <div className={`${s.row} ${s.spaced}`}>
          <p className={`${s.body1} ${s.deliveryName}`}>
            <LocalShippingOutlinedIcon />
            {delivery
              ? t(delivery.kind === 'pickup' ? 'summary.delivery.pickup' : 'summary.delivery.zone', {
                  name: delivery.name,
                })
              : t('summary.shipping')}
          </p>
          <p
            className={
              delivery ? `${s.body1} ${s.right} ${s.nowrap}` : `${s.body2} ${s.secondary} ${s.right}`
            }
          >
            {!delivery
              ? t('summary.delivery.pending')
              : totals.delivery > 0
                ? formatArs(totals.delivery, lang)
                : t('summary.delivery.free')}
          </p>
        </div>
        {delivery && (
          <p className={`${s.body2} ${s.secondary} ${s.deliveryDay}`}>
            {delivery.date && delivery.window
              ? t(delivery.kind === 'pickup' ? 'summary.delivery.pickupDay' : 'summary.delivery.day', {
                  day: formatDeliveryDate(delivery.date, lang),
                  window: t(`delivery.windows.${delivery.window}`).toLocaleLowerCase(),
                })
              : t('summary.delivery.dayPending')}
          </p>
        )}
      </div>
      <hr className={s.divider} />
      <div className={`${s.row} ${s.totalRow}`}>
        <p className={s.totalLabel}>{t('summary.total')}</p>
        <p className={s.totalAmount} data-testid="checkout-total">
          {formatArs(totals.total, lang)}
        </p>
      </div>
      {children}
    </section>
  );
}
