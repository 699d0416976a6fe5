import { paymentBadge } from '../lib/payment-format.ts';
import { StatusPill } from './status-pill.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * An order's payment status as a coloured pill, with the label the caller translated.
 * `context` ("Pago:") is read by screen readers only, so "Rechazado" next to the delivery status
 * is not mistaken for it. An unknown status shows as a grey pill with its code.
 */
export function PaymentStatusPill({
  status,
  label,
  context,
}: {
  status: string;
  label: string;
  context?: string;
}) {
  const badge = paymentBadge(status);
  return (
    <StatusPill colors={badge} data={{ 'data-payment-status': status }}>
      {context && <VisuallyHidden>{`${context} `}</VisuallyHidden>}
      {badge ? label : status}
    </StatusPill>
  );
}
