import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statusBadge } from '../order-format.ts';
import '../texts.ts';

/** The order's status as a coloured badge with its translated label (DESIGN.md difference 9). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const badge = statusBadge(status);
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        bgcolor: badge?.bg ?? 'grey.300',
        color: badge?.fg ?? 'text.primary',
      }}
    >
      {badge ? t(badge.labelKey) : status}
    </Box>
  );
}
