import { useEffect } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { AllProductsList } from '../../features/catalog/components/all-products-list.tsx';

/** /allProducts and /logout (SPEC.md section 2): the paged catalogue with links home and to /category. */
export default function AllProductsRoute() {
  const { t } = useTranslation('catalog');
  useEffect(() => {
    document.title = t('allProducts.documentTitle');
  }, [t]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs label={t('nav.breadcrumb')} items={[{ label: t('nav.home'), to: '/' }, { label: t('allProducts.title') }]} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h1">{t('allProducts.title')}</Typography>
        <Button component={RouterLink} to="/category" variant="outlined">
          {t('nav.byCategory')}
        </Button>
      </Box>
      <AllProductsList />
    </Container>
  );
}
