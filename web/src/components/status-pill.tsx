import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Background and text colours of a pill (theme palette paths or CSS colours). */
export interface PillColors {
  bg: string;
  fg: string;
}

/**
 * A coloured status pill (a delivery or a payment status, one colour per status).
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
    <Box
      component="span"
      {...data}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        bgcolor: colors?.bg ?? 'grey.300',
        color: colors?.fg ?? 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}
