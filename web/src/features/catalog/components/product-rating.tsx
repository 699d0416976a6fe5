import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatStars } from '../../../lib/format-stars.ts';
import { useLang } from '../../../lib/use-lang.ts';
import s from './product-card.module.css';

/**
 * Read-only 5-star rating (StarRating) with the review count (the values come from stored reviews).
 * Without reviews there are no stars to show (grey "(0)" stars on every card would say nothing):
 * cards show nothing, the product page (`showLabel`) says so. Static CSS (decision 0025).
 */
export function ProductRating({
  rating,
  showLabel = false,
}: {
  rating: Product['rating'];
  showLabel?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  if (rating.count === 0) {
    return showLabel ? <p className={`${s.ratingText} ${s.ratingNone}`}>{t('rating.none')}</p> : null;
  }
  const average = formatStars(rating.average, lang);
  return (
    <div className={s.rating}>
      <StarRating value={rating.average} label={t('rating.label', { average, count: rating.count })} />
      <span className={s.ratingText} aria-hidden>
        {showLabel ? t('rating.reviews', { count: rating.count }) : `(${rating.count})`}
      </span>
    </div>
  );
}
