import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { formatArs, type Deal } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeal } from '../api/get-deal.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { DealCountdown } from './deal-countdown.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';

export const DEAL_IMAGE_SIZES = '(min-width: 900px) 360px, calc(100vw - 32px)';

const bannerSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
  gap: { xs: 2, md: 4 },
  alignItems: 'center',
  p: { xs: 2, md: 3 },
  bgcolor: '#fbeedd',
} as const;

/**
 * Deal of the day banner (SPEC.md section 2 "Deal banner"): the featured product's image and a
 * buy-now button, both linking to its detail page, its price, and a live countdown to the
 * server's `endsAt` (DESIGN.md difference 8). A skeleton of the same size shows while loading.
 * Its image is the first one on the home page (likely the LCP), so it loads with high priority.
 */
export function DealBanner() {
  const { t, i18n } = useTranslation('home');
  const lang = useLang();
  const { data, isPending, isError, refetch } = useDeal(lang);
  const parts = useCountdown(data?.endsAt);

  // When the offer ends while the page is open, ask once for the next one.
  const refetchedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (data && parts === null && refetchedFor.current !== data.endsAt) {
      refetchedFor.current = data.endsAt;
      void refetch();
    }
  }, [data, parts, refetch]);

  if (isPending) {
    return (
      <Paper component="section" aria-busy="true" aria-label={t('deal.title')} elevation={0} sx={bannerSx}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
        <Box>
          <Skeleton width="40%" />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="80%" />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={64} width={280} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={42} width={160} />
        </Box>
      </Paper>
    );
  }
  if (isError || !data) {
    return (
      <Alert
        severity="warning"
        action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
      >
        {t('deal.error')}
      </Alert>
    );
  }

  const { product } = data;
  // Without the owner's discount the product is only featured: "Destacado del día", not an offer (decision 0029).
  const featured = data.discount === null || data.discount === undefined;
  const href = `/allProducts/${product.slug}`;
  return (
    <Paper component="section" aria-labelledby="deal-title" elevation={0} sx={bannerSx} lang={i18n.language}>
      <Box component={Link} to={href} sx={{ display: 'block', borderRadius: 2, overflow: 'hidden' }}>
        <ProductPicture
          base={product.images[0] ?? ''}
          alt={product.imageAlt}
          sizes={DEAL_IMAGE_SIZES}
          priority
        />
      </Box>
      <Box>
        <LabelTag
          label={t(featured ? 'deal.featuredBadge' : 'deal.badge')}
          color="primary"
          style={{ marginBottom: 8 }}
        />
        <Typography variant="h2" id="deal-title">
          <Box
            component={Link}
            to={href}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {product.title}
          </Box>
        </Typography>
        <DealPrices product={product} />
        <Box sx={{ my: 2 }}>
          <DealCountdown parts={parts} featured={featured} />
        </Box>
        <Button component={Link} to={href} variant="contained" size="large">
          {t('deal.buyNow')}
        </Button>
      </Box>
    </Paper>
  );
}

/** The deal's price and original price. */
function DealPrices({ product }: { product: Deal['product'] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, my: 1 }}>
      <Typography component="p" sx={{ fontSize: '1.4rem', fontWeight: 800, color: 'primary.main' }}>
        {formatArs(product.price, lang)}
      </Typography>
      {product.originalPrice !== null && (
        <Typography component="p" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
          <VisuallyHidden>{t('deal.before')} </VisuallyHidden>
          {formatArs(product.originalPrice, lang)}
        </Typography>
      )}
    </Box>
  );
}
