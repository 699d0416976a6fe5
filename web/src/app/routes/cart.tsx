import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { RestoredCartNotice } from '../../features/cart/components/restored-cart-notice.tsx';
import { useSyncSavedLines } from '../use-sync-saved-lines.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';
import type { PageLoader, StaticHead } from '../page-module.ts';
import { loadShopperLists } from '../shopper-lists.ts';

/**
 * /cart: breadcrumb Inicio / Carrito, the lines, total, shipping note, "Realizar Pedido";
 * with ?restore=<token> (a cart reminder's link) the reminded lines are put back first.
 */
export default function CartRoute() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('documentTitle'));
  useSyncSavedLines();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('breadcrumbLabel')}
        items={[{ label: t('home'), to: '/' }, { label: t('title') }]}
      />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <RestoredCartNotice />
      <CartView />
    </Container>
  );
}

export const head: StaticHead = { title: 'cart:documentTitle' };

/**
 * Rendered by the server only for a returning shopper whose cart is mirrored in a cookie
 * (docs/decisions/0040): the lines, priced from the catalogue.
 */
export const loader: PageLoader = async (ctx) => {
  await loadShopperLists(ctx);
  return {};
};
