import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { HydrationRegion } from '../../../components/hydration-region.tsx';

export interface ProductGridProps {
  products: readonly Product[];
  /** Show `skeletonCount` placeholders after the products (first load or "Cargar más"). */
  loading?: boolean;
  skeletonCount?: number;
  /** How many leading cards load their image eagerly (above the fold). */
  priorityCount?: number;
  headingLevel?: ProductCardProps['headingLevel'];
  /**
   * 'strip': one row that scrolls sideways on narrow screens (wishlist "just for you").
   * 'pages': for lists paged by PAGE_SIZE (10): 2 columns, then 5 from md, so a full page
   * fills its rows (issue 17 item 15: 4 columns left two orphan cards).
   */
  variant?: 'grid' | 'strip' | 'pages';
}

const COLUMNS = {
  grid: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  pages: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
} as const;

/** Responsive grid of ProductCards (2 columns on phones up to 4 on wide screens, 5 for `pages`) with skeletons while loading. */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 4,
  priorityCount = 2,
  headingLevel,
  variant = 'grid',
}: ProductGridProps) {
  const { t } = useTranslation('catalog');
  return (
    <Box
      component="ul"
      aria-busy={loading || undefined}
      aria-label={loading && products.length === 0 ? t('list.loading') : undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        ...(variant === 'strip'
          ? {
              gridAutoFlow: 'column',
              gridAutoColumns: { xs: '44%', sm: '30%', md: 'minmax(0, 1fr)' },
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              pb: 1,
              '& > li': { scrollSnapAlign: 'start' },
            }
          : {
              gridTemplateColumns: COLUMNS[variant],
              // A card is laid out only when near the screen: a long list costs little on a phone's
              // first layout. The estimate is a phone card's height; once seen, its own is kept.
              '& > li': { contentVisibility: 'auto', containIntrinsicSize: { xs: 'auto 360px', lg: 'auto 440px' } },
            }),
      }}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          {/* Each card a hydration region: a tap on a card hydrates only that card first. */}
          <HydrationRegion>
            <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
          </HydrationRegion>
        </li>
      ))}
      {loading &&
        Array.from({ length: skeletonCount }, (_, i) => (
          <li key={`skeleton-${i}`} aria-hidden>
            <ProductCardSkeleton />
          </li>
        ))}
    </Box>
  );
}
