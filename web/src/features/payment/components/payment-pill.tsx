import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { paymentBadge } from '../../../lib/payment-format.ts';
import s from './payment-pill.module.css';

/**
 * The order's payment status as a coloured pill on the payment page, the same look, markup and
 * `data-payment-status` as components/payment-status-pill.tsx, in static CSS: that one is an MUI
 * Box still shared with /orders and the back office (decision 0030: no MUI on this page). `context`
 * ("Pago:") is read by screen readers only; an unknown status is a grey pill with its code.
 */
export function PaymentPill({ status, label, context }: { status: string; label: string; context?: string }) {
  const badge = paymentBadge(status);
  return (
    <span
      className={s.pill}
      data-payment-status={status}
      style={badge ? { backgroundColor: badge.bg, color: badge.fg } : undefined}
    >
      {context && <VisuallyHidden>{`${context} `}</VisuallyHidden>}
      {badge ? label : status}
    </span>
  );
}
