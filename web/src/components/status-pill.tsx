import type { ReactNode } from 'react';
import s from './status-pill.module.css';

/** Background and text colours of a pill (CSS colours). */
export interface PillColors {
  bg: string;
  fg: string;
}

/**
 * A coloured status pill (a delivery or a payment status, one colour per status), static CSS
 * (decision 0030): the shopper's /orders and the back office draw the same one.
 * Without `colors` (a status the screen does not know) it is a plain grey pill.
 * `data` carries the pill's data attributes (e.g. data-status) that pages and tests read.
 */
export function StatusPill({
  colors,
  data,
  children,
}: {
  colors: PillColors | undefined;
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <span
      {...data}
      className={s.pill}
      style={colors ? { backgroundColor: colors.bg, color: colors.fg } : undefined}
    >
      {children}
    </span>
  );
}
