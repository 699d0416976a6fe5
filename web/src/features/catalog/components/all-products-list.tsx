import { useTranslation } from 'react-i18next';
import { isFiltering, PAGE_SIZE, type CatalogFilter, type Category, type ProductSort } from '@shop/domain';
import { useFilteredInfiniteProducts } from '../api/get-filtered-products.ts';
import { ProductGrid } from './product-grid.tsx';
import { FilterEmpty } from './filter-empty.tsx';
import { Notice, RetryNotice, Spinner } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import s from './catalog.module.css';

/**
 * The paged product list of /allProducts: PAGE_SIZE products with as many skeletons while the
 * request runs, and "Cargar más" adding PAGE_SIZE more while fewer than the total are shown. Errors
 * offer a retry. `filter` and `sort` are the keto shopper's.
 */
export function AllProductsList({
  category,
  filter,
  sort,
}: {
  category?: Category;
  filter?: CatalogFilter;
  sort?: ProductSort;
}) {
  const { t } = useTranslation('catalog');
  const query = useFilteredInfiniteProducts({ category, filter, sort });
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const remaining = Math.max(0, total - products.length);
  // A narrowed list shown at once while the server's answer loads (get-filtered-products.ts):
  // its count and whether more follow are not known yet.
  const known = query.data !== undefined && !query.isPlaceholderData;

  if (query.isError && products.length === 0) {
    return (
      <RetryNotice
        message={t('list.error')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ProductGrid
        products={products}
        loading={query.isPending || query.isFetchingNextPage}
        skeletonCount={query.isPending ? PAGE_SIZE : Math.min(PAGE_SIZE, remaining)}
        headingLevel="h2"
        variant="pages"
        listName="all_products"
      />
      {known && (
        <p role="status" className={`${page.body2} ${page.secondary} ${s.showing}`}>
          {t('list.showing', { shown: products.length, total })}
        </p>
      )}
      {known && total === 0 && filter && isFiltering(filter) && <FilterEmpty />}
      {query.isFetchNextPageError && (
        <Notice severity="error" className={s.listError}>
          {t('list.errorMore')}
        </Notice>
      )}
      {known && query.hasNextPage && (
        <div className={s.more}>
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage && (
              <span className={`${ui.startIcon} ${s.moreSpinner}`}>
                <Spinner size={18} />
              </span>
            )}
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
