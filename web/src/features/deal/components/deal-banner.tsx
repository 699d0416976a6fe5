import { useCallback, useRef } from 'react';
import { formatArs, type Deal } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeal } from '../api/get-deal.ts';
import { DealCountdown } from './deal-countdown.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';
import { Notice, Skeleton, skeletonSquare } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import s from './deal.module.css';

export const DEAL_IMAGE_SIZES = '(min-width: 900px) 360px, calc(100vw - 32px)';

/**
 * Deal of the day banner: the featured product's image and a buy-now button, both linking to its
 * detail page, its price, and a live countdown to the server's `endsAt` (not 24 hours from page
 * load). A skeleton of the same size shows while loading. Its image is the first one on the home
 * page (likely the LCP), so it loads with high priority. The countdown ticks on its own (only its
 * boxes re-render each second, not the banner's picture and links: a tick that lands on a tap
 * delays the tap's frame); the banner hears only when the offer ends.
 */
export function DealBanner() {
  const { t, i18n } = useTranslation('home');
  const lang = useLang();
  const { data, isPending, isError, refetch } = useDeal(lang);
  // When the offer ends while the page is open, ask once for the next one.
  const refetchedFor = useRef<string | undefined>(undefined);
  const onEnded = useCallback(
    (endsAt: string) => {
      if (refetchedFor.current === endsAt) return;
      refetchedFor.current = endsAt;
      void refetch();
    },
    [refetch],
  );

  if (isPending) {
    return (
      <section aria-busy="true" aria-label={t('deal.title')} className={s.banner}>
        <Skeleton variant="rounded" className={skeletonSquare} />
        <div>
          <Skeleton style={{ width: '40%' }} />
          <Skeleton className={s.skeletonTitle} style={{ width: '80%' }} />
          <Skeleton style={{ width: '30%' }} />
          <Skeleton variant="rounded" className={s.skeletonBox} style={{ height: 64, width: 280 }} />
          <Skeleton variant="rounded" style={{ height: 42, width: 160 }} />
        </div>
      </section>
    );
  }
  if (isError || !data) {
    return (
      <Notice
        severity="warning"
        action={
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
            onClick={() => void refetch()}
          >
            {t('common:actions.retry')}
          </button>
        }
      >
        {t('deal.error')}
      </Notice>
    );
  }

  const { product } = data;
  // Without the owner's discount the product is only featured: "Destacado del día", not an offer (decision 0029).
  const featured = data.discount === null || data.discount === undefined;
  const href = `/allProducts/${product.slug}`;
  return (
    <section aria-labelledby="deal-title" className={s.banner} lang={i18n.language}>
      <Link to={href} className={s.imageLink}>
        <ProductPicture
          base={product.images[0] ?? ''}
          alt={product.imageAlt}
          sizes={DEAL_IMAGE_SIZES}
          priority
        />
      </Link>
      <div>
        <LabelTag
          label={t(featured ? 'deal.featuredBadge' : 'deal.badge')}
          color="primary"
          style={{ marginBottom: 8 }}
        />
        <h2 id="deal-title" className={page.h2}>
          <Link to={href} className={s.titleLink}>
            {product.title}
          </Link>
        </h2>
        <DealPrices product={product} />
        <div className={s.countdownPlace}>
          <DealCountdown endsAt={data.endsAt} featured={featured} onEnded={onEnded} />
        </div>
        <Link to={href} className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}>
          {t('deal.buyNow')}
        </Link>
      </div>
    </section>
  );
}

/** The deal's price and original price. */
function DealPrices({ product }: { product: Deal['product'] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <div className={s.prices}>
      <p className={s.price}>{formatArs(product.price, lang)}</p>
      {product.originalPrice !== null && (
        <p className={`${page.body1} ${s.before}`}>
          <VisuallyHidden>{t('deal.before')} </VisuallyHidden>
          {formatArs(product.originalPrice, lang)}
        </p>
      )}
    </div>
  );
}
