import { statusBadge } from '../lib/order-format.ts';
import { StatusPill } from './status-pill.tsx';

/**
 * An order's status as a coloured pill (one colour per status), with the label the caller
 * translated (the shopper's pages and the back office have their own texts). An unknown status
 * shows as a plain grey pill with its code.
 */
export function OrderStatusPill({ status, label }: { status: string; label: string }) {
  const badge = statusBadge(status);
  return (
    <StatusPill colors={badge} data={{ 'data-status': status }}>
      {badge ? label : status}
    </StatusPill>
  );
}
