/**
 * A small coloured label ("-10%", "Nuevo", "Sin stock", "Oferta del día") drawn like MUI's small
 * Chip, without its code: the shop's first load carries only this span (issue 2, JS budget).
 * Plain text, so screen readers read the label as part of its card.
 */
import { Box, type SxProps, type Theme } from '@mui/material';

export interface LabelTagProps {
  label: string;
  /** Theme palette colour; 'dark' is the grey used for "out of stock". */
  color: 'primary' | 'secondary' | 'error' | 'dark';
  sx?: SxProps<Theme>;
}

export function LabelTag({ label, color, sx }: LabelTagProps) {
  const colours = color === 'dark' ? { bgcolor: 'grey.800', color: 'common.white' } : { bgcolor: `${color}.main`, color: `${color}.contrastText` };
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: '12px',
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          ...colours,
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {label}
    </Box>
  );
}
