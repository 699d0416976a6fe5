import { IconButton, type SxProps, type Theme } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HeartBrokenIcon from '@mui/icons-material/HeartBroken';
import { useTranslation } from 'react-i18next';
import { toLineItem, type Product } from '@shop/domain';
import { useIsWishlisted, useWishlistStore } from '../wishlist-store.ts';

// One style for both states, switched by aria-pressed, so a tap inserts no new CSS rules
// (see cart-toggle-button.tsx).
const toggleSx: SxProps<Theme> = {
  bgcolor: 'rgba(255,255,255,0.9)',
  color: 'text.primary',
  '&:hover': { bgcolor: 'common.white' },
  '&[aria-pressed="true"]': { color: 'error.main' },
};

/**
 * Wishlist toggle (SPEC.md section 2 "Product card"): an empty heart when not saved, a remove
 * icon when saved. A toggle button: its name stays the same and aria-pressed tells the state.
 */
export function WishlistToggleButton({ product, size = 'medium' }: { product: Product; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('cart');
  const saved = useIsWishlisted(product.id);
  const toggle = useWishlistStore((state) => state.toggle);
  return (
    <IconButton
      aria-label={t('wishlist.toggle.label', { title: product.title })}
      aria-pressed={saved}
      onClick={() => toggle(toLineItem(product))}
      size={size}
      sx={toggleSx}
    >
      {saved ? <HeartBrokenIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
