import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isFiltering, PAGE_SIZE, type CatalogFilter, type Category, type ProductSort } from '@shop/domain';
import { useFilteredInfiniteProducts } from '../api/get-filtered-products.ts';
import { ProductGrid } from './product-grid.tsx';
import { FilterEmpty } from './filter-empty.tsx';

/**
 * The paged product list of /allProducts (SPEC.md section 2): PAGE_SIZE products with as many
 * skeletons while the request runs, and "Cargar más" adding PAGE_SIZE more while fewer than the
 * total are shown. Errors offer a retry. `filter` and `sort` are the keto shopper's (issue 19).
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

  if (query.isError && products.length === 0) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>}
      >
        {t('list.error')}
      </Alert>
    );
  }

  return (
    <Box>
      <ProductGrid
        products={products}
        loading={query.isPending || query.isFetchingNextPage}
        skeletonCount={query.isPending ? PAGE_SIZE : Math.min(PAGE_SIZE, remaining)}
        priorityCount={2}
        headingLevel="h2"
        variant="pages"
      />
      {query.data && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {t('list.showing', { shown: products.length, total })}
        </Typography>
      )}
      {query.data && total === 0 && filter && isFiltering(filter) && <FilterEmpty />}
      {query.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('list.errorMore')}
        </Alert>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            startIcon={
              query.isFetchingNextPage ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
