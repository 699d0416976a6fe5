import { useTranslation } from 'react-i18next';
import { toLineItem, type Product } from '@shop/domain';
import { AddShoppingCartIcon, RemoveShoppingCartIcon } from '../../../components/icons.tsx';
import ui from '../../../components/ui.module.css';
import { useCartStore } from '../cart-store.ts';
import { useCartQuantity } from '../rendered-cart.ts';
import s from './cart-toggle-button.module.css';

/**
 * The product card's cart toggle: adds the product with quantity 1, or removes it when already in
 * the cart. Out-of-stock products cannot be added. Labelled with a word ("Agregar", "Quitar", "Sin
 * stock") as well as the icon. Static CSS, one class for both states switched by data-in-cart: a
 * tap changes attributes and text, never a style (decision 0025).
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
  // A visible word beside the icon (the crossed-out cart of "in cart" read as
  // "unavailable"); the accessible name starts with the same word and names the product.
  return (
    <button
      type="button"
      aria-label={label}
      className={`${ui.base} ${ui.button} ${ui.outlined} ${s.toggle}`}
      data-in-cart={inCart}
      disabled={disabled}
      onClick={() => toggle(toLineItem(product))}
    >
      <span className={ui.startIcon}>{inCart ? <RemoveShoppingCartIcon /> : <AddShoppingCartIcon />}</span>
      {disabled ? t('toggle.outOfStockShort') : t(inCart ? 'toggle.removeShort' : 'toggle.addShort')}
    </button>
  );
}
