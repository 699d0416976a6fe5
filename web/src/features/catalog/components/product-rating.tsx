import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatStars } from '../../../lib/format-stars.ts';
import { useLang } from '../../../lib/use-lang.ts';

/**
 * Read-only 5-star rating (StarRating) with the review count (SPEC.md section 2; DESIGN.md difference 2:
 * the values come from stored reviews). Without reviews there are no stars to show (issue 17 item
 * 10: grey "(0)" stars on every card): cards show nothing, the product page (`showLabel`) says so.
 */
export function ProductRating({ rating, showLabel = false }: { rating: Product['rating']; showLabel?: boolean }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  if (rating.count === 0) {
    return showLabel ? (
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
        {t('rating.none')}
      </Typography>
    ) : null;
  }
  const average = formatStars(rating.average, lang);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      <StarRating value={rating.average} label={t('rating.label', { average, count: rating.count })} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {showLabel ? t('rating.reviews', { count: rating.count }) : `(${rating.count})`}
      </Typography>
    </Box>
  );
}
