import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MAX_PAGE_SIZE, type Product, type ProductDetail } from '@shop/domain';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { useHydrated } from '../../lib/ssr.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { sendFunnelEvent } from '../../lib/funnel.ts';
import { track } from '../../lib/analytics/track.ts';
import { productQuery, useProduct } from '../../features/catalog/api/get-product.ts';
import { allProductsQuery, useAllProducts } from '../../features/catalog/api/get-all-products.ts';
import { GALLERY_IMAGE_SIZES, ProductGallery } from '../../features/catalog/components/product-gallery.tsx';
import { ProductInfo } from '../../features/catalog/components/product-info.tsx';
import { ProductPageSkeleton } from '../../features/catalog/components/product-page-skeleton.tsx';
import { ProductFacts } from '../../features/catalog/components/product-facts.tsx';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { ProductPurchase } from '../../features/cart/components/product-purchase.tsx';
import { WishlistToggleButton } from '../../features/wishlist/components/wishlist-toggle-button.tsx';
import { HydrationRegion } from '../../components/hydration-region.tsx';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { RetryNotice } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';
import s from './product.module.css';
import type { PageHeadSpec, PageLoader } from '../page-module.ts';

const RELATED_COUNT = 4;

// Loaded after the page is hydrated: the reviews are neither in the server render (so the page
// cache is unaffected by new reviews) nor in the first load.
const ProductReviews = lazy(() => import('../../features/reviews/components/product-reviews.tsx'));

/**
 * Where the reviews go: they load (a chunk, a request and a list) once the page is hydrated and
 * the shopper gets near them. A component of its own so that this state changing re-renders only
 * it: were the whole page to re-render right after hydrating, React would hydrate the regions
 * still waiting in it (gallery, details, cards) at once, in one long task.
 * data-client-only: filled after hydration; e2e/specs/hydration.spec.ts skips what is inside.
 */
function ReviewsSlot({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return (
    <div data-client-only="" ref={ref} style={{ minHeight: 1 }}>
      {hydrated && near && (
        <Suspense fallback={<div className={s.reviewsFallback} />}>
          <ProductReviews key={product.id} productId={product.id} rating={product.rating} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /allProducts/:slug: gallery with zoom, title, rating, stock, price, details, quantity and
 * "Comprar ahora", wishlist toggle, and up to 4 related products of the same category, then the
 * reviews (browser only). An unknown slug shows the 404 view. Drawn with static CSS, no MUI in
 * its first render (decision 0030).
 */
export default function ProductRoute() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  const query = useProduct(slug);
  const product = query.data ?? undefined;
  const related = useAllProducts({ category: product?.category, enabled: Boolean(product) });
  const relatedItems = (related.data?.items ?? [])
    .filter((p) => p.id !== product?.id)
    .slice(0, RELATED_COUNT);

  // The product's name as the page title, like every page.
  useDocumentTitle(product?.title);
  // The shop's own funnel: one product view per product shown (a beacon when the browser is idle).
  const viewedId = product?.id;
  const viewed = useRef(product);
  viewed.current = product;
  useEffect(() => {
    if (viewedId === undefined) return;
    sendFunnelEvent('product_view');
    if (viewed.current) track({ name: 'view_item', item: viewed.current });
  }, [viewedId]);

  if (query.data === null) return <NotFoundView />;

  return (
    <div className={`${page.container} ${page.listPage}`}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('allProducts.title'), to: '/allProducts' },
          { label: product?.title ?? '…' },
        ]}
      />
      {query.isError && !product ? (
        <RetryNotice
          message={t('product.error')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !product ? (
        <ProductPageSkeleton />
      ) : (
        <>
          <div className={s.main}>
            {/* Gallery and details hydrate as regions of their own (components/hydration-region.tsx). */}
            <HydrationRegion>
              <ProductGallery
                key={product.id}
                images={product.images}
                alt={product.imageAlt}
                title={product.title}
              />
            </HydrationRegion>
            <HydrationRegion>
              <ProductInfo product={product}>
                <ProductPurchase product={product} />
                <div className={s.wishlist}>
                  <WishlistToggleButton product={product} />
                  <p className={`${page.body2} ${page.secondary}`} aria-hidden>
                    {t('product.wishlistHint')}
                  </p>
                </div>
              </ProductInfo>
            </HydrationRegion>
          </div>
          <ProductFacts facts={product} />
          <ReviewsSlot product={product} />
          {(related.isPending || relatedItems.length > 0) && (
            <section aria-labelledby="related-title" className={s.related}>
              <h2 id="related-title" className={`${page.h2} ${s.relatedTitle}`}>
                {t('product.related')}
              </h2>
              <ProductGrid
                products={relatedItems}
                loading={related.isPending}
                skeletonCount={RELATED_COUNT}
                priorityCount={0}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The product (null, and a 404, when unknown or hidden) and its category for the related
 * products; its first photo is the page's first image.
 */
export const loader: PageLoader<ProductDetail | null> = async ({ client, catalog, lang, params }) => {
  const slug = params.slug ?? '';
  const product = slug ? ((await catalog.getProduct(slug, lang)) ?? null) : null;
  client.setQueryData(productQuery(slug, lang).queryKey, product);
  if (!product) return { status: 404, data: null };
  const related = await catalog.listProducts({
    category: product.category,
    limit: MAX_PAGE_SIZE,
    offset: 0,
    lang,
  });
  client.setQueryData(allProductsQuery(product.category, lang).queryKey, related);
  const image = product.images[0];
  return { data: product, lcpImage: image ? { base: image, sizes: GALLERY_IMAGE_SIZES } : undefined };
};

/** The product's name and details, its price and preview, at its slug's URL; the 404's head when unknown. */
export const head: PageHeadSpec<ProductDetail | null> = ({ data: product, t }) =>
  product
    ? {
        title: product.title,
        description: product.details,
        indexable: true,
        path: `/allProducts/${product.slug}`,
        crumbs: [
          { name: t('seo:breadcrumbProducts'), path: '/allProducts' },
          { name: product.title, path: `/allProducts/${product.slug}` },
        ],
        product,
      }
    : { title: t('common:notFound.title'), status: 404 };
