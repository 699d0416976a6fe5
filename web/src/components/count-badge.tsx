/**
 * A count drawn over the top-right corner of an icon, like MUI's Badge (standard, primary)
 * without its code: the header's wishlist and cart counts are on every page's first load
 * (issue 2, JS budget). Nothing shows at 0; above `max` it reads "99+". Decorative: the link
 * around it names the count (SPEC.md section 2 "Icons").
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export interface CountBadgeProps {
  count: number;
  /** The largest number shown as is (default 99). */
  max?: number;
  children: ReactNode;
}

export function CountBadge({ count, max = 99, children }: CountBadgeProps) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0, verticalAlign: 'middle' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="count-badge"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 20,
            height: 20,
            px: '6px',
            borderRadius: '10px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: 1,
            whiteSpace: 'nowrap',
          }}
        >
          {count > max ? `${max}+` : count}
        </Box>
      )}
    </Box>
  );
}
