import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { useFilteredAllProducts } from '../../features/catalog/api/get-filtered-products.ts';
import { CategorySelect } from '../../features/catalog/components/category-select.tsx';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { categoryOf, parseCategoryParam } from '../../features/catalog/category-param.ts';
import { CatalogFilterBar } from '../../features/catalog/components/catalog-filter-bar.tsx';
import { FilterEmpty } from '../../features/catalog/components/filter-empty.tsx';
import { usePageFilter } from '../../features/catalog/page-filter.ts';
import { isFiltering } from '@shop/domain';
import { useDocumentTitle } from '../../components/page-title.tsx';

/**
 * /category?selected=Todos|Salados|Dulces|Nuevos (SPEC.md section 2): one category, chosen by a
 * menu, filtered and sorted as the URL says (issue 19; the filter is kept when the category changes).
 */
export default function CategoryRoute() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const selected = parseCategoryParam(params.get('selected'));
  const [pageFilter, setPageFilter] = usePageFilter();
  const filtering = isFiltering(pageFilter.filter);
  const query = useFilteredAllProducts({
    category: categoryOf(selected),
    filter: pageFilter.filter,
    sort: pageFilter.sort,
  });
  const name = t(`category.names.${selected}`);
  useDocumentTitle(t('category.documentTitle', { name }));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('allProducts.title'), to: '/allProducts' },
          { label: name },
        ]}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h1">{name}</Typography>
        <CategorySelect
          value={selected}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('selected', value);
            setParams(next);
          }}
        />
      </Box>
      <CatalogFilterBar value={pageFilter} keep={{ selected }} onChange={setPageFilter} />
      {query.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>}
        >
          {t('list.error')}
        </Alert>
      ) : (
        <ProductGrid
          products={query.data?.items ?? []}
          loading={query.isPending}
          skeletonCount={8}
          headingLevel="h2"
        />
      )}
      {query.data &&
        query.data.items.length === 0 &&
        (filtering ? <FilterEmpty /> : <Typography sx={{ mt: 2 }}>{t('category.empty')}</Typography>)}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="text">
          {t('nav.backHome')}
        </Button>
        <Button component={RouterLink} to="/allProducts" variant="outlined">
          {t('nav.allProducts')}
        </Button>
      </Box>
    </Container>
  );
}
