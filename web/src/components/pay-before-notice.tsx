import { Typography, type SxProps, type Theme } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import { formatPayBefore, type Pedido } from '@shop/domain';
import { useLang } from '../lib/use-lang.ts';

/**
 * The payment deadline of an unpaid transfer or Mercado Pago order (decision 0018):
 * "Pagalo antes del lunes 30 de noviembre 14:05" in Argentina's time, or, once the order was
 * released for want of payment, that it was and how to order again. Nothing for other orders.
 * Shown on /orders and on the order's payment page.
 */
export function PayBeforeNotice({
  order,
  sx,
}: {
  order: Pick<Pedido, 'payBefore' | 'expired'>;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  const lang = useLang();
  if (order.expired) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="order-expired" sx={sx}>
        {t('unpaidOrder.expired')}
      </Typography>
    );
  }
  if (!order.payBefore) return null;
  const due = formatPayBefore(new Date(order.payBefore), lang);
  return (
    // Dark text (the orange of MUI's warning.dark is under 4.5:1 on white); the clock carries the colour.
    <Typography
      variant="body2"
      sx={[
        { fontWeight: 700, color: 'text.primary', display: 'flex', alignItems: 'flex-start', gap: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      data-testid="pay-before"
    >
      <ScheduleIcon aria-hidden fontSize="small" sx={{ color: 'warning.dark', mt: '1px' }} />
      <span>{t('unpaidOrder.payBefore', due)}</span>
    </Typography>
  );
}
