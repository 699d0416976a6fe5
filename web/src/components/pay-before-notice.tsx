import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPayBefore, type Pedido } from '@shop/domain';
import { useLang } from '../lib/use-lang.ts';
import { ScheduleIcon } from './icons.tsx';
import s from './pay-before-notice.module.css';

/** MUI's spacing unit: `sx={{ mb: 1 }}` is 8 px. */
const SPACING = 8;

/**
 * The payment deadline of an unpaid transfer or Mercado Pago order (decision 0018):
 * "Pagalo antes del lunes 30 de noviembre 14:05" in Argentina's time, or, once the order was
 * released for want of payment, that it was and how to order again. Nothing for other orders.
 * Shown on /orders and on the order's payment page; static CSS (decision 0030).
 * `sx` takes only the margins callers gave it when it was an MUI Typography (in 8 px units);
 * `className` places it otherwise.
 */
export function PayBeforeNotice({
  order,
  sx,
  className,
}: {
  order: Pick<Pedido, 'payBefore' | 'expired'>;
  sx?: { mt?: number; mb?: number };
  className?: string;
}) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const style: CSSProperties | undefined = sx && {
    marginTop: sx.mt === undefined ? undefined : sx.mt * SPACING,
    marginBottom: sx.mb === undefined ? undefined : sx.mb * SPACING,
  };
  if (order.expired) {
    return (
      <p className={`${s.text} ${s.expired} ${className ?? ''}`} style={style} data-testid="order-expired">
        {t('unpaidOrder.expired')}
      </p>
    );
  }
  if (!order.payBefore) return null;
  const due = formatPayBefore(new Date(order.payBefore), lang);
  return (
    <p className={`${s.text} ${s.due} ${className ?? ''}`} style={style} data-testid="pay-before">
      <ScheduleIcon className={s.clock} />
      <span>{t('unpaidOrder.payBefore', due)}</span>
    </p>
  );
}
