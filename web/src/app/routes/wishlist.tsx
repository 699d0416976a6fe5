import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, moveAllOutcome, recommendFor, RECOMMENDATIONS_COUNT } from '@shop/domain';
import { allProductsQuery, useAllProducts } from '../../features/catalog/api/get-all-products.ts';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { useCartLines } from '../../features/cart/rendered-cart.ts';
import { MoveAllButton } from '../../features/wishlist/components/move-all-button.tsx';
import { useWishlistItems } from '../../features/wishlist/rendered-wishlist.ts';
import { wishlistProducts } from '../../features/wishlist/wishlist-products.ts';
import { useSyncSavedLines } from '../use-sync-saved-lines.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useDocumentTitle } from '../../components/page-title.tsx';
import type { PageLoader, StaticHead } from '../page-module.ts';
import { loadShopperLists } from '../shopper-lists.ts';

/**
 * /wishlist: title with the count, "Mover todo al carrito" ("move all to the bag", named as the
 * cart is) with its three snackbars, the saved products, and a "Solo para vos" strip of up to
 * 5 recommendations.
 */
export default function WishlistRoute() {
  const { t } = useTranslation('cart');
  const items = useWishlistItems();
  const cartLines = useCartLines();
  // Read from the saved cart, not from a click in this visit: after a reload the button still
  // knows everything was moved.
  const nothingToMove = moveAllOutcome(items, cartLines) !== 'moved';
  useSyncSavedLines();
  // The whole catalogue feeds both the saved cards (fresh data) and the recommendations.
  const catalog = useAllProducts();
  const products = wishlistProducts(items, catalog.data?.items);
  const recommended = catalog.data ? recommendFor(items, catalog.data.items, RECOMMENDATIONS_COUNT) : [];

  useDocumentTitle(t('wishlist.documentTitle'));

  const moveAll = () => {
    const cart = useCartStore.getState();
    const outcome = moveAllOutcome(items, cart.lines);
    cart.moveAllFromWishlist(items);
    return outcome;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
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
        <Typography variant="h1">{t('wishlist.title', { count: items.length })}</Typography>
        <MoveAllButton nothingToMove={nothingToMove} onMoveAll={moveAll} />
      </Box>
      {items.length === 0 ? (
        <EmptyState message={t('wishlist.empty')} actionLabel={t('browseProducts')} to="/allProducts" />
      ) : (
        <ProductGrid products={products} headingLevel="h2" />
      )}
      {(catalog.isPending || recommended.length > 0) && (
        <Box component="section" aria-labelledby="just-for-you" sx={{ mt: 6 }}>
          <Typography id="just-for-you" variant="h2" sx={{ mb: 2 }}>
            {t('wishlist.justForYou')}
          </Typography>
          <ProductGrid
            products={recommended}
            loading={catalog.isPending}
            skeletonCount={RECOMMENDATIONS_COUNT}
            variant="strip"
            priorityCount={0}
          />
        </Box>
      )}
    </Container>
  );
}

export const head: StaticHead = { title: 'cart:wishlist.documentTitle' };

/**
 * Rendered by the server only for a returning shopper whose lists are mirrored in cookies
 * (docs/decisions/0040): the saved products and the recommendations, from the catalogue.
 */
export const loader: PageLoader = async (ctx) => {
  const [catalog] = await Promise.all([
    ctx.catalog.listProducts({ limit: MAX_PAGE_SIZE, offset: 0, sort: 'catalog', lang: ctx.lang }),
    loadShopperLists(ctx),
  ]);
  ctx.client.setQueryData(allProductsQuery(undefined, ctx.lang).queryKey, catalog);
  return {};
};
