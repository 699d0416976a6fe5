import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CountdownParts } from '../hooks/use-countdown.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days / hours / minutes / seconds boxes of the deal banner (SPEC.md section 2). With `parts`
 * null the offer is over and no numbers are shown, only the "ended" text. The boxes keep a fixed
 * size so the ticking digits never move the layout.
 */
export function DealCountdown({
  parts,
  featured = false,
}: {
  parts: CountdownParts | null;
  /** A featured product without a discount (docs/decisions/0029): no "offer" in the words. */
  featured?: boolean;
}) {
  const { t } = useTranslation('home');
  if (!parts) {
    return (
      <Typography
        role="status"
        sx={{
          fontWeight: 700,
          color: 'text.secondary',
          minHeight: 64,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {t(featured ? 'deal.featuredEnded' : 'deal.ended')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography
        component="p"
        variant="body2"
        id="deal-countdown-label"
        sx={{ mb: 1, color: 'text.secondary' }}
      >
        {t(featured ? 'deal.featuredEndsIn' : 'deal.endsIn')}
      </Typography>
      {/* role=timer is not announced on every tick (implicit aria-live off), so screen readers are not flooded. */}
      <Box role="timer" aria-labelledby="deal-countdown-label" sx={{ display: 'flex', gap: 1 }}>
        {UNITS.map((unit) => (
          <Box
            key={unit}
            sx={{
              width: 64,
              height: 64,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeContent: 'center',
              textAlign: 'center',
            }}
          >
            <Box
              component="span"
              sx={{
                fontSize: '1.4rem',
                fontWeight: 800,
                lineHeight: 1.1,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {String(parts[unit]).padStart(2, '0')}
            </Box>
            <Box component="span" sx={{ fontSize: '0.75rem' }}>
              {t(`deal.units.${unit}`)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
