import { Button, type SxProps, type Theme } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { useTranslation } from 'react-i18next';
import { toLineItem, type Product } from '@shop/domain';
import { useCartQuantity, useCartStore } from '../cart-store.ts';

// One style for both states, switched by data-in-cart: a tap then only changes attributes and
// text. Switching the MUI variant instead made emotion compile and insert new rules inside the
// tap's task (about a third of its script time on a 4x slowed phone CPU; docs/performance.md INP).
const toggleSx: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  minWidth: 0,
  px: 1.25,
  '&[data-in-cart="true"]': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
  },
};

/**
 * The product card's cart toggle (SPEC.md section 4): adds the product with quantity 1, or
 * removes it when already in the cart. Out-of-stock products cannot be added. Labelled with a
 * word ("Agregar", "Quitar", "Sin stock") as well as the icon.
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
  // A visible word beside the icon (issue 17 item 7: the crossed-out cart of "in cart" read as
  // "unavailable"); the accessible name starts with the same word and names the product.
  return (
    <Button
      aria-label={label}
      size="small"
      variant="outlined"
      data-in-cart={inCart}
      disabled={disabled}
      onClick={() => toggle(toLineItem(product))}
      startIcon={inCart ? <RemoveShoppingCartIcon /> : <AddShoppingCartIcon />}
      sx={toggleSx}
    >
      {disabled ? t('toggle.outOfStockShort') : t(inCart ? 'toggle.removeShort' : 'toggle.addShort')}
    </Button>
  );
}
