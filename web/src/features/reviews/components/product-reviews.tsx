/**
 * The product page's reviews: the average and the count, then the reviews
 * newest first (author, stars, date in the shopper's language, "Compra verificada" when the
 * author received the product, text), the signed-in author's own review while it waits for the
 * shop's approval ("en revisión", seen by them only), "Ver más reseñas" while
 * fewer than the total are shown, and an invitation when there are none. Review text is shown as
 * text, never as HTML (React escapes it; line breaks kept with CSS). Rendered in the browser
 * only and loaded lazily by the product route, so neither the server render nor the first load
 * carries it.
 */
import { Alert, Box, Button, CircularProgress, Skeleton, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Product } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatStars } from '../../../lib/format-stars.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';
import '../texts.ts';

/** The shop's time zone (Salta, Argentina): a review's day as the shop reads it. */
const SHOP_TIME_ZONE = 'America/Argentina/Salta';

const locale = (lang: Lang) => (lang === 'en' ? 'en-US' : 'es-AR');

/** "3 de marzo de 2025" / "March 3, 2025"; the ISO text itself if it is not a date. */
export function formatReviewDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}

export interface ProductReviewsProps {
  productId: string;
  /** The product's rating (average and count) as the product query holds it. */
  rating: Product['rating'];
}

export default function ProductReviews({ productId, rating }: ProductReviewsProps) {
  const { t } = useTranslation('reviews');
  const lang = useLang();
  const titleId = useId();
  const query = useProductReviews(productId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? rating.count;
  // The signed-in author's own review while the shop has not approved it: only they see it.
  const ownPending = query.data?.pages[0]?.ownPending;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 6 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('list.title')}
      </Typography>
      {total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {/* The summary text beside it says the same for screen readers. */}
          <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
            <StarRating
              value={rating.average}
              label={t('list.starsLabel', { stars: formatStars(rating.average, lang) })}
              size={24}
            />
          </Box>
          <Typography variant="body1" color="text.secondary">
            {t('list.summary', { average: formatStars(rating.average, lang), count: total })}
          </Typography>
        </Box>
      )}
      {ownPending && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="own-pending-review">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography component="span" variant="subtitle2">
              {t('list.ownPending')}
            </Typography>
            <StarRating
              value={ownPending.stars}
              label={t('list.starsLabel', { stars: formatStars(ownPending.stars, lang) })}
            />
          </Box>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {ownPending.text}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('list.ownPendingNote')}
          </Typography>
        </Alert>
      )}
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('list.loading')} role="status">
          {[0, 1].map((i) => (
            <Box key={i} sx={{ py: 1.5 }}>
              <Skeleton width="30%" />
              <Skeleton width="90%" />
            </Box>
          ))}
        </Box>
      ) : query.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('list.empty')}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((review, i) => (
              <Box
                component="li"
                key={`${review.date}-${review.author}-${i}`}
                sx={{ py: 2, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    columnGap: 1.5,
                    rowGap: 0.5,
                  }}
                >
                  <Typography component="span" variant="subtitle2">
                    {review.author}
                  </Typography>
                  <StarRating
                    value={review.stars}
                    label={t('list.starsLabel', { stars: formatStars(review.stars, lang) })}
                  />
                  <Typography component="time" dateTime={review.date} variant="body2" color="text.secondary">
                    {formatReviewDate(review.date, lang)}
                  </Typography>
                  {review.verified && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        color: 'success.dark',
                        fontWeight: 600,
                      }}
                    >
                      <VerifiedIcon fontSize="small" aria-hidden />
                      {t('list.verified')}
                    </Typography>
                  )}
                </Box>
                <Typography
                  variant="body1"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {review.text}
                </Typography>
              </Box>
            ))}
          </Box>
          {query.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('list.error')}
            </Alert>
          )}
          {query.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              startIcon={
                query.isFetchingNextPage ? <CircularProgress size={16} color="inherit" /> : undefined
              }
              sx={{ mt: 1 }}
            >
              {t('list.more')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
