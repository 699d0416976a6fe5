import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatArs, lineTotal, MAX_LINE_QUANTITY, orderTotals, type CartLine } from '@shop/domain';
import { LocalShippingOutlinedIcon } from '../../../components/icons.tsx';
import { DeleteOutlineIcon } from '../../../components/page-icons.tsx';
import { ProductPicture } from '../../../components/product-picture.tsx';
import ui from '../../../components/ui.module.css';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useCartStore } from '../cart-store.ts';
import { useCartLines } from '../rendered-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import s from './cart-view.module.css';

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const { increase, decrease, remove } = useCartStore.getState();
  return (
    <li className={s.line}>
      <div className={s.picture}>
        {line.imageSrc && <ProductPicture base={line.imageSrc} alt="" sizes="88px" />}
      </div>
      <div className={s.info}>
        <RouterLink to={`/allProducts/${encodeURIComponent(line.id)}`} className={s.title}>
          {line.title}
        </RouterLink>
        <p className={s.unitPrice}>{t('line.unitPrice', { price: formatArs(line.price, lang) })}</p>
      </div>
      <div className={s.quantity}>
        <QuantityStepper
          size="small"
          quantity={line.quantity}
          title={line.title}
          onDecrease={() => decrease(line.id)}
          onIncrease={() => increase(line.id)}
          increaseDisabled={line.quantity >= MAX_LINE_QUANTITY}
        />
      </div>
      <p className={s.lineTotal}>
        <VisuallyHidden>{t('line.total')} </VisuallyHidden>
        {formatArs(lineTotal(line.price, line.quantity), lang)}
      </p>
      <div className={s.remove}>
        <button
          type="button"
          aria-label={t('line.remove', { title: line.title })}
          className={`${ui.base} ${ui.iconButton} ${ui.actionColor}`}
          onClick={() => remove(line.id)}
        >
          <DeleteOutlineIcon />
        </button>
      </div>
    </li>
  );
}

/** The delivery note of the cart and the checkout: by zone in the capital city, paid by the customer. */
export function ShippingNote() {
  const { t } = useTranslation('cart');
  return (
    <div className={s.shippingNote}>
      <LocalShippingOutlinedIcon size={20} />
      <p>{t('shippingNote')}</p>
    </div>
  );
}

/**
 * The cart page's body: the lines with decrease, increase and remove, the products' total in ARS,
 * the shipping note and "Realizar Pedido" (to /checkout); an empty cart says "No hay productos en
 * Mi Carrito" with a link to the products. Static CSS: the cart page loads no MUI (decision 0030).
 */
export function CartView() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  // The server's lines while it renders and the browser hydrates a returning shopper's cart (decision 0040).
  const lines = useCartLines();

  if (lines.length === 0) {
    return <EmptyState message={t('empty')} actionLabel={t('browseProducts')} to="/allProducts" />;
  }

  return (
    <div className={s.layout}>
      <div className={`${s.paper} ${s.linesPaper}`}>
        <ul aria-label={t('linesLabel')} className={s.lines}>
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
      </div>
      <section aria-labelledby="cart-summary-title" className={`${s.paper} ${s.summary}`}>
        <h2 id="cart-summary-title" className={s.summaryTitle}>
          {t('summary.title')}
        </h2>
        <div className={s.totalRow}>
          <p className={s.totalLabel}>{t('summary.total')}</p>
          <p className={s.totalAmount} data-testid="cart-total">
            {/* The products' total: no coupon or delivery is chosen in the cart (orderTotals as checkout). */}
            {formatArs(orderTotals({ lines }).total, lang)}
          </p>
        </div>
        <hr className={s.divider} />
        <ShippingNote />
        <RouterLink
          to="/checkout"
          className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained} ${s.checkoutButton}`}
        >
          {t('placeOrder')}
        </RouterLink>
      </section>
    </div>
  );
}
