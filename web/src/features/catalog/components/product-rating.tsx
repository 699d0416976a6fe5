import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { StarRating } from '../../../components/star-rating.tsx';

// One formatter per language: toLocaleString with options builds a new one on every call.
const averageFormats = new Map<string, Intl.NumberFormat>();
function formatAverage(value: number, locale: string): string {
  let format = averageFormats.get(locale);
  if (!format) averageFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return format.format(value);
}

/**
 * Read-only 5-star rating (StarRating) with the review count (SPEC.md section 2; DESIGN.md difference 2:
 * the values come from stored reviews).
 */
export function ProductRating({ rating, showLabel = false }: { rating: Product['rating']; showLabel?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const average = formatAverage(rating.average, i18n.language === 'en' ? 'en-US' : 'es-AR');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      <StarRating value={rating.average} label={t('rating.label', { average, count: rating.count })} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {showLabel ? t('rating.reviews', { count: rating.count }) : `(${rating.count})`}
      </Typography>
    </Box>
  );
}
