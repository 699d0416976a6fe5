import { useTranslation } from 'react-i18next';
import { toLineItem, type Product } from '@shop/domain';
import { FavoriteBorderIcon, HeartBrokenIcon } from '../../../components/icons.tsx';
import ui from '../../../components/ui.module.css';
import { useWishlistStore } from '../wishlist-store.ts';
import { useIsWishlisted } from '../rendered-wishlist.ts';
import s from './wishlist-toggle-button.module.css';

/**
 * Wishlist toggle: an empty heart when not saved, a remove icon when saved. A toggle button: its
 * name stays the same and aria-pressed tells the state. Static CSS, one class for both states
 * (decision 0025). `size` "small" is MUI's small IconButton (34 px), "medium" 40 px.
 */
export function WishlistToggleButton({
  product,
  size = 'medium',
}: {
  product: Product;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('cart');
  const saved = useIsWishlisted(product.id);
  const toggle = useWishlistStore((state) => state.toggle);
  return (
    <button
      type="button"
      aria-label={t('wishlist.toggle.label', { title: product.title })}
      aria-pressed={saved}
      onClick={() => toggle(toLineItem(product))}
      className={`${ui.base} ${ui.iconButton} ${size === 'small' ? ui.iconButtonSmall : ''} ${s.toggle}`}
    >
      {saved ? <HeartBrokenIcon /> : <FavoriteBorderIcon />}
    </button>
  );
}
