import type { ReactNode } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { formatArs, formatDeliveryDate, lineTotal, type CartLine, type OrderTotals } from '@shop/domain';
import type { PricedDelivery } from '../delivery-selection.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../texts.ts';

/** Below the sticky header (64 px) with a gap, px. */
const SUMMARY_TOP = 80;

/**
 * From md the card sits in its own column beside checkout's forms: it rides along as the shopper
 * scrolls instead of leaving that column empty below it (pre-filled desktop
 * checkout), and taller than the window it scrolls inside itself, so its buttons stay in reach.
 */
const besideTheForms = {
  position: { md: 'sticky' },
  top: { md: SUMMARY_TOP },
  maxHeight: { md: `calc(100vh - ${SUMMARY_TOP + 16}px)` },
  overflowY: { md: 'auto' },
} as const;

/**
 * Summary card of /checkout: each line with quantity and line total, the
 * subtotal, the discount of an accepted coupon, the delivery line (the chosen
 * zone's price after its "free from" rule or "Sin cargo", and the day and window; "Elegí envío o
 * retiro" until chosen; the price counts as soon as the zone is chosen, the day follows) and the
 * total to pay. The amounts are `totals` (the domain's orderTotals, composed by useCheckout);
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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, ...besideTheForms }}
    >
      <Typography id="order-summary-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('summary.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {lines.map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">
              {line.title}{' '}
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                × {line.quantity}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatArs(lineTotal(line.price, line.quantity), lang)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography>{t('summary.subtotal')}</Typography>
        <Typography>{formatArs(totals.subtotal, lang)}</Typography>
      </Box>
      {coupon}
      {totals.coupon && totals.discount > 0 && (
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, color: 'success.dark' }}
          data-testid="checkout-discount"
        >
          <Typography sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
            {t('summary.discount', { code: totals.coupon })}
          </Typography>
          <Typography sx={{ color: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' }}>
            -{formatArs(totals.discount, lang)}
          </Typography>
        </Box>
      )}
      <Box data-testid="checkout-delivery">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
            <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
            {delivery
              ? t(delivery.kind === 'pickup' ? 'summary.delivery.pickup' : 'summary.delivery.zone', {
                  name: delivery.name,
                })
              : t('summary.shipping')}
          </Typography>
          <Typography
            variant={delivery ? 'body1' : 'body2'}
            color={delivery ? undefined : 'text.secondary'}
            sx={{ textAlign: 'right', whiteSpace: delivery ? 'nowrap' : undefined }}
          >
            {!delivery
              ? t('summary.delivery.pending')
              : totals.delivery > 0
                ? formatArs(totals.delivery, lang)
                : t('summary.delivery.free')}
          </Typography>
        </Box>
        {delivery && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {delivery.date && delivery.window
              ? t(delivery.kind === 'pickup' ? 'summary.delivery.pickupDay' : 'summary.delivery.day', {
                  day: formatDeliveryDate(delivery.date, lang),
                  window: t(`delivery.windows.${delivery.window}`).toLocaleLowerCase(),
                })
              : t('summary.delivery.dayPending')}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('summary.total')}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid="checkout-total">
          {formatArs(totals.total, lang)}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}
