import { Box, Rating, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';

/**
 * Read-only 5-star rating with the review count (SPEC.md section 2; DESIGN.md difference 2:
 * the values come from stored reviews).
 */
export function ProductRating({ rating, showLabel = false }: { rating: Product['rating']; showLabel?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const average = rating.average.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-AR', { maximumFractionDigits: 1 });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      <Rating
        value={rating.average}
        precision={0.5}
        readOnly
        size="small"
        getLabelText={() => t('rating.label', { average, count: rating.count })}
      />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {showLabel ? t('rating.reviews', { count: rating.count }) : `(${rating.count})`}
      </Typography>
    </Box>
  );
}
