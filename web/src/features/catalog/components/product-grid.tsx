import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { HydrationRegion } from '../../../components/hydration-region.tsx';
import { track } from '../../../lib/analytics/track.ts';
import s from './product-card.module.css';

export interface ProductGridProps {
  products: readonly Product[];
  /** Show `skeletonCount` placeholders after the products (first load or "Cargar más"). */
  loading?: boolean;
  skeletonCount?: number;
  /**
   * How many leading cards load their image eagerly with high priority (the page's LCP image).
   * Default 1: on a slow link a second one shares the bandwidth with the stylesheet the first paint
   * waits for (400 ms / 400 kbit/s: a returning shopper's /wishlist painted at 1.60 s with two,
   * 1.48 s with one, and the first image with it; a new visitor's /allProducts 1.59 -> 1.43 s); the
   * other cards' images load once laid out.
   */
  priorityCount?: number;
  headingLevel?: ProductCardProps['headingLevel'];
  /**
   * 'strip': one row that scrolls sideways on narrow screens (wishlist "just for you").
   * 'pages': for lists paged by PAGE_SIZE (10): 2 columns, then 5 from md, so a full page
   * fills its rows (4 columns left two orphan cards).
   */
  variant?: 'grid' | 'strip' | 'pages';
  /** The list's name in campaign measurement (view_item_list, decision 0035); unnamed lists are not told. */
  listName?: string;
}

const VARIANT_CLASS = { grid: s.columns, pages: s.pages, strip: s.strip } as const;

/**
 * Responsive grid of ProductCards (2 columns on phones up to 4 on wide screens, 5 for `pages`)
 * with skeletons while loading. Static CSS (product-card.module.css, decision 0025).
 */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 4,
  priorityCount = 1,
  headingLevel,
  variant = 'grid',
  listName,
}: ProductGridProps) {
  const { t } = useTranslation('catalog');
  // Told once per set of products shown (a "Cargar más" tells the longer list).
  const shown = useRef(products);
  shown.current = products;
  const ids = products.map((p) => p.id).join(',');
  useEffect(() => {
    if (listName && ids) track({ name: 'view_item_list', list: listName, items: shown.current });
  }, [listName, ids]);
  return (
    <ul
      aria-busy={loading || undefined}
      aria-label={loading && products.length === 0 ? t('list.loading') : undefined}
      className={`${s.grid} ${VARIANT_CLASS[variant]}`}
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
    </ul>
  );
}
