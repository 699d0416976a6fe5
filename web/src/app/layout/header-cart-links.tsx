import { Box, IconButton } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { cartCount } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { useWishlistStore } from '../../features/wishlist/wishlist-store.ts';
import { CountBadge } from '../../components/count-badge.tsx';

/**
 * Wishlist and cart links with count badges (SPEC.md section 2 "Icons"). The cart badge counts
 * units; the wishlist badge counts saved products. With an empty cart the cart entry is inert:
 * not a link, aria-disabled, and out of the tab order.
 */
export function HeaderCartLinks() {
  const { t } = useTranslation();
  const wishlistCount = useWishlistStore((s) => s.items.length);
  const unitsInCart = useCartStore((s) => cartCount(s.lines));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton component={Link} to="/wishlist" color="inherit" aria-label={t('header.wishlistCount', { count: wishlistCount })}>
        <CountBadge count={wishlistCount}>
          <FavoriteBorderIcon />
        </CountBadge>
      </IconButton>
      {unitsInCart > 0 ? (
        <IconButton component={Link} to="/cart" color="inherit" aria-label={t('header.cartCount', { count: unitsInCart })}>
          <CountBadge count={unitsInCart}>
            <ShoppingBagOutlinedIcon />
          </CountBadge>
        </IconButton>
      ) : (
        <Box
          component="span"
          role="link"
          aria-disabled="true"
          aria-label={t('header.cartEmpty')}
          data-testid="cart-link-inert"
          sx={{ display: 'inline-flex', p: 1, color: 'text.secondary', opacity: 0.6 }}
        >
          <ShoppingBagOutlinedIcon />
        </Box>
      )}
    </Box>
  );
}
