import { IconButton } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { useTranslation } from 'react-i18next';
import { toLineItem, type Product } from '@shop/domain';
import { useCartQuantity, useCartStore } from '../cart-store.ts';

/**
 * The product card's cart toggle (SPEC.md section 4): adds the product with quantity 1, or
 * removes it when already in the cart. Out-of-stock products cannot be added.
 */
export function CartToggleButton({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const quantity = useCartQuantity(product.id);
  const toggle = useCartStore((state) => state.toggle);
  const inCart = quantity > 0;
  const disabled = !inCart && !product.inStock;
  const label = disabled
    ? t('toggle.outOfStock', { title: product.title })
    : t(inCart ? 'toggle.remove' : 'toggle.add', { title: product.title });
  return (
    <IconButton
      aria-label={label}
      color={inCart ? 'primary' : 'default'}
      disabled={disabled}
      onClick={() => toggle(toLineItem(product))}
      sx={inCart ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } : undefined}
    >
      {inCart ? <RemoveShoppingCartIcon /> : <AddShoppingCartIcon />}
    </IconButton>
  );
}
