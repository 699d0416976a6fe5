import { startTransition, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MAX_LINE_QUANTITY, toLineItem, type Product } from '@shop/domain';
import ui from '../../../components/ui.module.css';
import { useCartStore } from '../cart-store.ts';
import { useCartQuantity } from '../rendered-cart.ts';
import AddedToCartSnackbar from './added-to-cart-snackbar.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import s from './product-purchase.module.css';

/**
 * Purchase controls of the product page (decision 0019). A product not in the cart starts at quantity 1, chosen
 * with minus (stops at 1) and plus, and offers "Agregar al carrito" (puts that quantity in the
 * cart) and "Comprar ahora" (puts it in the cart and goes to /checkout). A product in the cart
 * shows the cart's quantity, and minus and plus change the cart's line (minus at 1 removes it);
 * "Comprar ahora" then goes to /checkout with the cart as it is. What was added is said twice:
 * a snackbar with a link to the cart, and a line under the controls.
 * Out of stock: nothing can be added. Static CSS, the snackbar too (decisions 0025, 0030); the
 * snackbar opens in a transition after the tap's frame has shown the cart's new state.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const inCart = useCartQuantity(product.id);
  const addUnits = useCartStore((state) => state.addUnits);
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  // The quantity chosen before the product is in the cart.
  const [chosen, setChosen] = useState(1);
  // null until the first add: the snackbar is mounted then, and stays mounted to close.
  const [added, setAdded] = useState<boolean | null>(null);
  const closeAdded = useCallback(() => setAdded(false), []);
  const quantity = inCart > 0 ? inCart : chosen;
  const canBuy = inCart > 0 || product.inStock;

  const addChosen = () => {
    addUnits(toLineItem(product), chosen);
    setChosen(1);
  };
  return (
    <div className={s.purchase}>
      <div className={s.row}>
        <div className={s.quantity}>
          <span className={`${s.body2} ${s.secondary}`}>{t('quantity.label')}</span>
          <QuantityStepper
            quantity={quantity}
            title={product.title}
            onDecrease={() => (inCart > 0 ? decrease(product.id) : setChosen((q) => Math.max(1, q - 1)))}
            onIncrease={() =>
              inCart > 0 ? increase(product.id) : setChosen((q) => Math.min(MAX_LINE_QUANTITY, q + 1))
            }
            decreaseDisabled={inCart === 0 && (chosen <= 1 || !product.inStock)}
            increaseDisabled={quantity >= MAX_LINE_QUANTITY || !canBuy}
          />
        </div>
        <div className={s.buttons}>
          {inCart === 0 && (
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${ui.outlined} ${s.large} ${s.outlinedLarge}`}
              disabled={!product.inStock}
              onClick={() => {
                addChosen();
                // The toast is not urgent: the tap's frame shows the cart's new state first.
                startTransition(() => setAdded(true));
              }}
            >
              {t('addToCart')}
            </button>
          )}
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${ui.contained} ${s.large} ${s.containedLarge}`}
            disabled={!canBuy}
            onClick={() => {
              if (inCart === 0) addChosen();
              void navigate('/checkout');
            }}
          >
            {t('buyNow')}
          </button>
        </div>
      </div>
      <p className={`${s.body2} ${s.inCart}`} data-testid="product-in-cart">
        {inCart > 0 && (
          <>
            {t('inCart.count', { count: inCart })}{' '}
            <RouterLink to="/cart" className={s.link}>
              {t('inCart.view')}
            </RouterLink>
          </>
        )}
      </p>
      {added !== null && (
        <AddedToCartSnackbar open={added} title={product.title} count={inCart} onClose={closeAdded} />
      )}
    </div>
  );
}
