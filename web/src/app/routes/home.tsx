import { Alert, Box, Button, Container, Stack } from '@mui/material';
import { BEST_SELLING_COUNT, HOME_PRODUCTS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { DealBanner } from '../../features/deal/components/deal-banner.tsx';
import { useBestSelling, useHomeProducts } from '../../features/home/api/get-home-products.ts';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { ProductSection } from '../../features/home/components/product-section.tsx';
import { PromoBlock } from '../../features/home/components/promo-block.tsx';
import { SubscribeButton } from '../../features/subscribe/components/subscribe-button.tsx';
import { ServiceHighlights } from '../../features/home/components/service-highlights.tsx';
import { useScrollTopOnArrival } from '../../features/home/hooks/use-scroll-top-on-arrival.ts';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { useShopHours, useShopInfo } from '../../lib/shop-info.ts';
import { HydrationRegion } from '../../components/hydration-region.tsx';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}>
      {t('errors.loadFailed')}
    </Alert>
  );
}

/**
 * Home (SPEC.md section 2 "/"): categories, promo, deal banner, best-selling 4 with view-all,
 * the first 8 products, three service highlights; scrolls to the top after 1 s. Skeletons of
 * the cards' size show while the lists load. Product images load lazily: the deal image is the
 * only high-priority one.
 */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const shop = useShopInfo();
  const hours = useShopHours();
  const bestSelling = useBestSelling();
  const products = useHomeProducts();
  useScrollTopOnArrival();

  return (
    <Container maxWidth="lg" sx={{ pb: 4 }}>
      <PageTitle title={t('title')} />
      {/* Each section a hydration region (components/hydration-region.tsx); the grids' cards are regions too. */}
      <HydrationRegion>
        <HomeHero />
      </HydrationRegion>
      <Stack spacing={{ xs: 4, md: 6 }} useFlexGap>
        <HydrationRegion>
          <CategoryTiles />
        </HydrationRegion>
        <HydrationRegion>
          <PromoBlock
            action={
              <SubscribeButton
                label={t('promo.cta')}
                variant="contained"
                size="large"
                sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#f3e3cf' } }}
              />
            }
          />
        </HydrationRegion>
        <HydrationRegion>
          <DealBanner />
        </HydrationRegion>
        {/* Only once something has sold: on a new shop it would repeat the block below (issue 17 item 10). */}
        {bestSelling.data?.items.length !== 0 && (
          <ProductSection id="home-best-selling" title={t('bestSelling.title')} busy={bestSelling.isPending}>
            {bestSelling.isError ? (
              <LoadError onRetry={() => void bestSelling.refetch()} />
            ) : (
              <ProductGrid
                products={bestSelling.data?.items ?? []}
                loading={bestSelling.isPending}
                skeletonCount={BEST_SELLING_COUNT}
                priorityCount={0}
              />
            )}
          </ProductSection>
        )}
        <ProductSection id="home-all-products" title={t('allProducts.title')} busy={products.isPending}>
          {products.isError ? (
            <LoadError onRetry={() => void products.refetch()} />
          ) : (
            <ProductGrid
              products={products.data?.items ?? []}
              loading={products.isPending}
              skeletonCount={HOME_PRODUCTS}
              priorityCount={0}
            />
          )}
        </ProductSection>
        <HydrationRegion>
          <Box>
            <ServiceHighlights city={shop?.city ?? ''} hours={hours} />
          </Box>
        </HydrationRegion>
      </Stack>
    </Container>
  );
}
