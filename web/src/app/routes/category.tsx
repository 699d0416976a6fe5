import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { useAllProducts } from '../../features/catalog/api/get-all-products.ts';
import { CategorySelect } from '../../features/catalog/components/category-select.tsx';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { categoryOf, parseCategoryParam } from '../../features/catalog/category-param.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';

/** /category?selected=Todos|Salados|Dulces|Nuevos (SPEC.md section 2): one category, chosen by a menu. */
export default function CategoryRoute() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const selected = parseCategoryParam(params.get('selected'));
  const query = useAllProducts({ category: categoryOf(selected) });
  const name = t(`category.names.${selected}`);
  useDocumentTitle(t('category.documentTitle', { name }));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.home'), to: '/' }, { label: t('allProducts.title'), to: '/allProducts' }, { label: name }]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h1">{name}</Typography>
        <CategorySelect value={selected} onChange={(value) => setParams({ selected: value })} />
      </Box>
      {query.isError ? (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>}>
          {t('list.error')}
        </Alert>
      ) : (
        <ProductGrid products={query.data?.items ?? []} loading={query.isPending} skeletonCount={8} headingLevel="h2" />
      )}
      {query.data && query.data.items.length === 0 && <Typography sx={{ mt: 2 }}>{t('category.empty')}</Typography>}
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
