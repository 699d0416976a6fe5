import { cartCount } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartSelector } from '../../features/cart/rendered-cart.ts';
import { useWishlistItems } from '../../features/wishlist/rendered-wishlist.ts';
import { CountBadge } from '../../components/count-badge.tsx';
import { FavoriteBorderIcon, ShoppingBagOutlinedIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import s from './shell.module.css';

/**
 * Wishlist and cart links with count badges. The cart badge counts units; the wishlist badge counts
 * saved products. With an empty cart the cart entry is inert: not a link, aria-disabled, and out of
 * the tab order. Static CSS (decision 0025).
 */
export function HeaderCartLinks() {
  const { t } = useTranslation();
  // On a page the server rendered from the shopper's lists, their counts from the first paint (decision 0040).
  const wishlistCount = useWishlistItems().length;
  const unitsInCart = useCartSelector(cartCount);
  const linkClass = `${ui.base} ${ui.iconButton}`;

  return (
    <div className={s.cartLinks}>
      <Link
        to="/wishlist"
        className={linkClass}
        aria-label={t('header.wishlistCount', { count: wishlistCount })}
      >
        <CountBadge count={wishlistCount}>
          <FavoriteBorderIcon />
        </CountBadge>
      </Link>
      {unitsInCart > 0 ? (
        <Link to="/cart" className={linkClass} aria-label={t('header.cartCount', { count: unitsInCart })}>
          <CountBadge count={unitsInCart}>
            <ShoppingBagOutlinedIcon />
          </CountBadge>
        </Link>
      ) : (
        <span
          role="link"
          aria-disabled="true"
          aria-label={t('header.cartEmpty')}
          data-testid="cart-link-inert"
          className={s.cartInert}
        >
          <ShoppingBagOutlinedIcon />
        </span>
      )}
    </div>
  );
}
