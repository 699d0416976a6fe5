import { useTranslation } from 'react-i18next';
import { OrderStatusPill } from '../../../components/order-status-pill.tsx';
import { statusBadge } from '../order-format.ts';
import '../texts.ts';

/** The order's status as a coloured badge with its translated label, one colour per status. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const badge = statusBadge(status);
  return <OrderStatusPill status={status} label={badge ? t(badge.labelKey) : status} />;
}
