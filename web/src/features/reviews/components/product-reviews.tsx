/**
 * The product page's reviews: the average and the count, then the reviews
 * newest first (author, stars, date in the shopper's language, "Compra verificada" when the
 * author received the product, text), the signed-in author's own review while it waits for the
 * shop's approval ("en revisión", seen by them only), "Ver más reseñas" while
 * fewer than the total are shown, and an invitation when there are none. Review text is shown as
 * text, never as HTML (React escapes it; line breaks kept with CSS). Rendered in the browser
 * only and loaded lazily by the product route, so neither the server render nor the first load
 * carries it. Static CSS, no MUI (decision 0030): the product page computes no style at run time.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Product } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { Notice, Skeleton, Spinner } from '../../../components/feedback.tsx';
import { icon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import s from './product-reviews.module.css';
import { formatStars } from '../../../lib/format-stars.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';
import '../texts.ts';

/** The shop's time zone (Salta, Argentina): a review's day as the shop reads it. */
const SHOP_TIME_ZONE = 'America/Argentina/Salta';

// Material's "Verified" icon.
const VerifiedIcon = icon(
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z',
);

// A review's own line breaks are kept: inline, so it holds wherever the text is rendered (the
// unit tests have no stylesheet).
const KEEP_LINES = { whiteSpace: 'pre-line' } as const;

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
    <section aria-labelledby={titleId} className={s.reviews}>
      <h2 id={titleId} className={`${page.h2} ${s.title}`}>
        {t('list.title')}
      </h2>
      {total > 0 && (
        <div className={s.summary}>
          {/* The summary text beside it says the same for screen readers. */}
          <span aria-hidden="true" className={s.summaryStars}>
            <StarRating
              value={rating.average}
              label={t('list.starsLabel', { stars: formatStars(rating.average, lang) })}
              size={24}
            />
          </span>
          <p className={`${page.body1} ${page.secondary}`}>
            {t('list.summary', { average: formatStars(rating.average, lang), count: total })}
          </p>
        </div>
      )}
      {ownPending && (
        <div role="alert" className={s.ownPending} data-testid="own-pending-review">
          <div className={s.ownPendingMessage}>
            <div className={s.reviewHead}>
              <span className={s.subtitle2}>{t('list.ownPending')}</span>
              <StarRating
                value={ownPending.stars}
                label={t('list.starsLabel', { stars: formatStars(ownPending.stars, lang) })}
              />
            </div>
            <p className={`${page.body1} ${s.text}`} style={KEEP_LINES}>
              {ownPending.text}
            </p>
            <p className={`${page.body2} ${page.secondary} ${s.note}`}>{t('list.ownPendingNote')}</p>
          </div>
        </div>
      )}
      {query.isPending ? (
        <div aria-busy="true" aria-label={t('list.loading')} role="status">
          {[0, 1].map((i) => (
            <div key={i} className={s.placeholder}>
              <Skeleton style={{ width: '30%' }} />
              <Skeleton style={{ width: '90%' }} />
            </div>
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <Notice
          severity="error"
          action={
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${s.retry}`}
              onClick={() => void query.refetch()}
            >
              {t('list.retry')}
            </button>
          }
        >
          {t('list.error')}
        </Notice>
      ) : items.length === 0 ? (
        <p className={`${page.body1} ${page.secondary}`}>{t('list.empty')}</p>
      ) : (
        <>
          <ul className={s.list}>
            {items.map((review, i) => (
              <li key={`${review.date}-${review.author}-${i}`} className={s.review}>
                <div className={s.reviewHead}>
                  <span className={s.subtitle2}>{review.author}</span>
                  <StarRating
                    value={review.stars}
                    label={t('list.starsLabel', { stars: formatStars(review.stars, lang) })}
                  />
                  <time dateTime={review.date} className={`${page.body2} ${page.secondary}`}>
                    {formatReviewDate(review.date, lang)}
                  </time>
                  {review.verified && (
                    <span className={`${page.body2} ${s.verified}`}>
                      <VerifiedIcon size={20} />
                      {t('list.verified')}
                    </span>
                  )}
                </div>
                <p className={`${page.body1} ${s.text}`} style={KEEP_LINES}>
                  {review.text}
                </p>
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <Notice severity="error" className={s.moreError}>
              {t('list.error')}
            </Notice>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined} ${s.more}`}
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage && (
                <span className={`${ui.startIcon} ${s.moreIcon}`}>
                  <Spinner size={16} />
                </span>
              )}
              {t('list.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
