import { BEST_SELLING_COUNT, HOME_PRODUCTS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { DEAL_IMAGE_SIZES, DealBanner } from '../../features/deal/components/deal-banner.tsx';
import {
  bestSellingQuery,
  homeProductsQuery,
  useBestSelling,
  useHomeProducts,
} from '../../features/home/api/get-home-products.ts';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { ProductSection } from '../../features/home/components/product-section.tsx';
import { PromoBlock, promoButtonClass } from '../../features/home/components/promo-block.tsx';
import { SubscribeButton } from '../../features/subscribe/components/subscribe-button.tsx';
import { ServiceHighlights } from '../../features/home/components/service-highlights.tsx';
import { useScrollTopOnArrival } from '../../features/home/hooks/use-scroll-top-on-arrival.ts';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { useShopHours, useShopInfo } from '../../lib/shop-info.ts';
import { HydrationRegion } from '../../components/hydration-region.tsx';
import { RetryNotice } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';
import homeStyles from '../../features/home/components/home.module.css';
import { dealQuery } from '../../features/deal/api/get-deal.ts';
import type { PageLoader, StaticHead } from '../page-module.ts';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryNotice
      severity="warning"
      message={t('errors.loadFailed')}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
    />
  );
}

/**
 * Home: categories, promo, deal banner, best-selling 4 with view-all, the first 8 products, three
 * service highlights; scrolls to the top after 1 s. Skeletons of the cards' size show while the
 * lists load. Product images load lazily: the deal image is the only high-priority one.
 */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const shop = useShopInfo();
  const hours = useShopHours();
  const bestSelling = useBestSelling();
  const products = useHomeProducts();
  useScrollTopOnArrival();

  return (
    <div className={`${page.container} ${homeStyles.page}`}>
      <PageTitle title={t('title')} />
      {/* Each section a hydration region (components/hydration-region.tsx); the grids' cards are regions too. */}
      <HydrationRegion>
        <HomeHero />
      </HydrationRegion>
      <div className={homeStyles.sections}>
        <HydrationRegion>
          <CategoryTiles />
        </HydrationRegion>
        <HydrationRegion>
          <PromoBlock action={<SubscribeButton label={t('promo.cta')} className={promoButtonClass} />} />
        </HydrationRegion>
        <HydrationRegion>
          <DealBanner />
        </HydrationRegion>
        {/* Only once something has sold: on a new shop it would repeat the block below. */}
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
                listName="home_best_selling"
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
              listName="home_products"
            />
          )}
        </ProductSection>
        <HydrationRegion>
          <div>
            <ServiceHighlights city={shop?.city ?? ''} hours={hours} />
          </div>
        </HydrationRegion>
      </div>
    </div>
  );
}

/** The deal and both product blocks; the deal's photo is the page's first image. */
export const loader: PageLoader = async ({ client, catalog, lang }) => {
  const [deal, bestSelling, products] = await Promise.all([
    catalog.getDeal(lang),
    catalog.listProducts({ limit: BEST_SELLING_COUNT, offset: 0, lang, sort: 'sold' }),
    catalog.listProducts({ limit: HOME_PRODUCTS, offset: 0, lang, sort: 'catalog' }),
  ]);
  if (deal) client.setQueryData(dealQuery(lang).queryKey, deal);
  client.setQueryData(bestSellingQuery(lang).queryKey, bestSelling);
  client.setQueryData(homeProductsQuery(lang).queryKey, products);
  const image = deal?.product.images[0];
  return { lcpImage: image ? { base: image, sizes: DEAL_IMAGE_SIZES } : undefined };
};

export const head: StaticHead = { title: 'home:title', description: 'seo:home', indexable: true };
