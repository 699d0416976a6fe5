import { Box } from '@mui/material';
import { statusBadge } from '../lib/order-format.ts';

/**
 * An order's status as a coloured pill (DESIGN.md difference 9), with the label the caller
 * translated (the shopper's pages and the back office have their own texts). An unknown status
 * shows as a plain grey pill with its code.
 */
export function OrderStatusPill({ status, label }: { status: string; label: string }) {
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
      {badge ? label : status}
    </Box>
  );
}
