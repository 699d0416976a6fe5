import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { Spinner } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';
import s from './checkout.module.css';
import { useCliente } from '../../features/account/api/get-cliente.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useCartLines } from '../../features/cart/rendered-cart.ts';
import { CouponField } from '../../features/checkout/components/coupon-field.tsx';
import { CustomerForm } from '../../features/checkout/components/customer-form.tsx';
import { HowItWorksButton } from '../../features/checkout/components/how-it-works-button.tsx';
import { OrderActions } from '../../features/checkout/components/order-actions.tsx';
import { OrderSummary } from '../../features/checkout/components/order-summary.tsx';
import { PaymentMethodPicker } from '../../features/checkout/components/payment-method-picker.tsx';
import { DeliveryPicker } from '../../features/checkout/components/delivery-picker.tsx';
import { useCheckout } from '../../features/checkout/hooks/use-checkout.ts';
import '../../features/checkout/texts.ts';
import { useSyncSavedLines } from '../use-sync-saved-lines.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { clienteToCheckout } from '../cliente-to-checkout.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { useCheckoutExits } from '../use-checkout-exits.ts';
import { useHydrated } from '../../lib/ssr.ts';
import type { PageLoader, StaticHead } from '../page-module.ts';
import { loadShopperLists } from '../shopper-lists.ts';

/**
 * /checkout: "Mis Datos Personales", "Entrega", "Forma de pago", the
 * order summary with the coupon field, the WhatsApp order link, "Confirmar Pedido en Web"
 * (signed-in customers) and the info dialog. The page lays them out; their state is
 * `useCheckout()` (features/checkout), given the cart, the session and the signed-in customer's
 * profile (which pre-fills the fields still blank). Once a web order is placed the cart is emptied
 * and the shopper goes on (useCheckoutExits): to Mercado Pago for a Mercado Pago order, else to
 * the order's payment page after TIMINGS.postOrderRedirectMs.
 */
export default function CheckoutRoute() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('checkout');
  const lines = useCartLines();
  // The server knows no session (the page is rendered from the cart's cookie alone): until this
  // part of the page is hydrated it renders what the server did, the signed-in parts loading,
  // even when the session has already arrived (docs/decisions/0041).
  const hydrated = useHydrated();
  const sessionUser = useSessionUser();
  const user = hydrated ? sessionUser : undefined;
  const cliente = useCliente({ enabled: Boolean(user) });
  const prefill = useMemo(
    () => (user && cliente.data ? clienteToCheckout(cliente.data) : null),
    [user, cliente.data],
  );
  const account = useMemo(() => (user ? { id: user.id, username: user.username } : user), [user]);
  useSyncSavedLines();
  useDocumentTitle(tc('documentTitle'));
  const { leaving, onPayOnline, onPlaced } = useCheckoutExits();
  const checkout = useCheckout({
    lines,
    account,
    prefill,
    detailsLoading: Boolean(user) && cliente.isPending,
    onPlaced,
    onPayOnline,
  });
  const { fields, delivery, payment } = checkout;

  if (leaving) {
    return (
      <div className={`${page.container} ${s.leavingPage}`}>
        <div role="status" className={s.leaving}>
          <Spinner />
          <h1 className={`${page.h1} ${s.leavingTitle}`}>{tc('payment.leaving')}</h1>
        </div>
      </div>
    );
  }

  return (
    <div className={`${page.container} ${page.listPage}`}>
      <PageBreadcrumbs
        label={t('breadcrumbLabel')}
        items={[{ label: t('home'), to: '/' }, { label: t('title'), to: '/cart' }, { label: tc('title') }]}
      />
      <div className={s.titleRow}>
        <h1 className={page.h1}>{tc('title')}</h1>
        <HowItWorksButton />
      </div>
      <div className={s.columns}>
        <div className={s.forms}>
          <CustomerForm
            ref={fields.ref}
            onChange={fields.onChange}
            prefill={fields.prefill}
            deliveryKind={fields.deliveryKind}
            totalArs={fields.totalArs}
            canSaveDetails={fields.canSaveDetails}
            canRemind={fields.canRemind}
          />
          {lines.length > 0 && (
            <DeliveryPicker
              ref={delivery.ref}
              options={delivery.options}
              loading={delivery.loading}
              failed={delivery.failed}
              onRetry={delivery.retry}
              value={delivery.selection}
              onChange={delivery.choose}
              subtotal={checkout.totals.afterDiscount}
              error={delivery.error}
              productTitles={delivery.productTitles}
            />
          )}
          {payment.methods.length > 0 && (
            <PaymentMethodPicker
              ref={payment.ref}
              methods={payment.methods}
              value={payment.method}
              onChange={payment.choose}
              error={payment.error}
              bankAlias={payment.bankAlias}
              bankCbu={payment.bankCbu}
            />
          )}
        </div>
        {lines.length === 0 ? (
          <EmptyState message={tc('empty')} actionLabel={t('browseProducts')} to="/allProducts" padding={3} />
        ) : (
          <OrderSummary
            lines={lines}
            totals={checkout.totals}
            delivery={delivery.priced}
            coupon={
              <CouponField
                lines={lines}
                email={fields.values.email}
                phone={fields.values.telefono}
                onChange={checkout.coupon.onChange}
              />
            }
          >
            <OrderActions
              order={checkout.order}
              webOrder={checkout.webOrder}
              onWhatsappSent={checkout.onWhatsappSent}
            />
          </OrderSummary>
        )}
      </div>
    </div>
  );
}

export const head: StaticHead = { title: 'checkout:documentTitle' };

/**
 * Rendered by the server only for a returning shopper whose cart is mirrored in a cookie
 * (docs/decisions/0041-checkout-rendered-by-the-server.md): the summary's lines, priced from the
 * catalogue; the shopper's details, payment choice and session come after hydration.
 */
export const loader: PageLoader = async (ctx) => {
  await loadShopperLists(ctx);
  return {};
};
