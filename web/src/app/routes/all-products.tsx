import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { AllProductsList } from '../../features/catalog/components/all-products-list.tsx';
import { CatalogFilterBar } from '../../features/catalog/components/catalog-filter-bar.tsx';
import { usePageFilter } from '../../features/catalog/page-filter.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';

/**
 * /allProducts and /logout (SPEC.md section 2): the paged catalogue with links home and to
 * /category, filtered and sorted as its URL says (issue 19: ?exclude=nuts&maxNetCarbs=3&sort=netCarbs).
 */
export default function AllProductsRoute() {
  const { t } = useTranslation('catalog');
  const [pageFilter, setPageFilter] = usePageFilter();
  useDocumentTitle(t('allProducts.documentTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.home'), to: '/' }, { label: t('allProducts.title') }]}
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
        <Typography variant="h1">{t('allProducts.title')}</Typography>
        <Button component={RouterLink} to="/category" variant="outlined">
          {t('nav.byCategory')}
        </Button>
      </Box>
      <CatalogFilterBar value={pageFilter} onChange={setPageFilter} />
      <AllProductsList filter={pageFilter.filter} sort={pageFilter.sort} />
    </Container>
  );
}
