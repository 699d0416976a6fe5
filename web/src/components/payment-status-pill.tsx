import { Box } from '@mui/material';
import { paymentBadge } from '../lib/payment-format.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * An order's payment status as a coloured pill (issue 12), with the label the caller translated.
 * `context` ("Pago:") is read by screen readers only, so "Rechazado" next to the delivery status
 * is not mistaken for it. An unknown status shows as a grey pill with its code.
 */
export function PaymentStatusPill({ status, label, context }: { status: string; label: string; context?: string }) {
  const badge = paymentBadge(status);
  return (
    <Box
      component="span"
      data-payment-status={status}
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
      {context && <VisuallyHidden>{`${context} `}</VisuallyHidden>}
      {badge ? label : status}
    </Box>
  );
}
