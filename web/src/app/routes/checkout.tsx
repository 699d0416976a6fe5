import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { useCliente } from '../../features/account/api/get-cliente.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { CouponField, type AppliedCoupon } from '../../features/checkout/components/coupon-field.tsx';
import {
  CustomerForm,
  type CustomerFormHandle,
  type CustomerState,
} from '../../features/checkout/components/customer-form.tsx';
import { HowItWorksButton } from '../../features/checkout/components/how-it-works-button.tsx';
import { OrderActions } from '../../features/checkout/components/order-actions.tsx';
import { OrderSummary } from '../../features/checkout/components/order-summary.tsx';
import { PaymentMethodPicker } from '../../features/checkout/components/payment-method-picker.tsx';
import { DeliveryPicker } from '../../features/checkout/components/delivery-picker.tsx';
import { useDeliveryOptions } from '../../features/checkout/api/get-delivery-options.ts';
import {
  deliveryChoiceOf,
  EMPTY_DELIVERY_SELECTION,
  pricedDelivery,
  selectedDelivery,
  validSelection,
  type DeliverySelection,
} from '../../features/checkout/delivery-selection.ts';
import {
  readSavedPaymentMethod,
  savePaymentMethod,
} from '../../features/checkout/hooks/use-saved-payment-method.ts';
import { startPayment } from '../../features/payment/api/start-payment.ts';
import { paymentPagePath } from '../../features/payment/components/pay-online-button.tsx';
import { paymentRedirect } from '../../lib/leave-for-payment.ts';
import { paymentErrorText } from '../../lib/payment-error.ts';
import { useShopInfo } from '../../lib/shop-info.ts';
import { useLang } from '../../lib/use-lang.ts';
import { sendFunnelEvent } from '../../lib/funnel.ts';
import { track } from '../../lib/analytics/track.ts';
import { useGuestCartReminder } from '../../features/checkout/hooks/use-guest-cart-reminder.ts';
import type { OrderPaymentState } from './order-payment.tsx';
import { cartTotal, orderTotals, type PaymentMethod, type Pedido } from '@shop/domain';
import '../../features/checkout/texts.ts';
import { useSyncSavedLines } from '../use-sync-saved-lines.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { clienteToCheckout } from '../cliente-to-checkout.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';
import type { StaticHead } from '../page-module.ts';

/**
 * /checkout (SPEC.md sections 2, 4, 5): "Mis Datos Personales", the order summary, the WhatsApp
 * order link, "Confirmar Pedido en Web" (signed-in customers) and the info dialog.
 * A signed-in customer's profile pre-fills the fields still blank. Once a web order is placed the
 * cart is emptied and the shopper goes home (after TIMINGS.postOrderRedirectMs, in OrderActions).
 * "Forma de pago" (the methods the shop offers) is required for the web order; a
 * Mercado Pago order is sent on to Mercado Pago's checkout at once (the cart is emptied first),
 * or, when that cannot start, to the order's payment page with the reason and a retry button.
 * The coupon field; an accepted code's discount shows in the summary, the WhatsApp text
 * and is sent with the web order (the server checks it again).
 * "Entrega" offers the shop's zones and pickup points and the days this cart can be
 * delivered (GET /api/delivery/options); the summary shows the delivery line and the total to pay,
 * the WhatsApp message carries them, and the web order needs the choice.
 */
export default function CheckoutRoute() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('checkout');
  const lines = useCartStore((state) => state.lines);
  const clearCart = useCartStore((state) => state.clear);
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<CustomerState>({
    values: {},
    customer: null,
    saveDetails: true,
    remindMe: false,
  });
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const user = useSessionUser();
  const cliente = useCliente({ enabled: Boolean(user) });
  const prefill = useMemo(
    () => (user && cliente.data ? clienteToCheckout(cliente.data) : null),
    [user, cliente.data],
  );
  const account = useMemo(() => (user ? { id: user.id, username: user.username } : user), [user]);
  useSyncSavedLines();
  useDocumentTitle(tc('documentTitle'));
  // The shop's own funnel: a checkout begun with products in the cart, once per visit of the page.
  // Campaign measurement's begin_checkout and add_payment_info tell the cart as it is then (decision 0035).
  const hasLines = lines.length > 0;
  const begun = useRef(false);
  const linesNow = useRef(lines);
  linesNow.current = lines;
  useEffect(() => {
    if (!hasLines || begun.current) return;
    begun.current = true;
    sendFunnelEvent('checkout_begun');
    track({ name: 'begin_checkout', items: linesNow.current });
  }, [hasLines]);
  // A guest's "Avisame si me olvido algo" (decision 0031): the cart kept for one reminder mail.
  const lang = useLang();
  const guestReminder = useGuestCartReminder(
    user === null && customer.remindMe,
    customer.values.email,
    lines,
    lang,
  );

  const shop = useShopInfo();
  const methods = useMemo(() => shop?.paymentMethods ?? [], [shop]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(readSavedPaymentMethod);
  // A saved choice the shop no longer offers does not count; a single offered method is chosen.
  const paymentMethod =
    chosen && methods.includes(chosen) ? chosen : methods.length === 1 ? methods[0]! : null;
  const [paymentMissing, setPaymentMissing] = useState(false);
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const choose = useCallback((method: PaymentMethod) => {
    setChosen(method);
    setPaymentMissing(false);
    savePaymentMethod(method);
    track({ name: 'add_payment_info', paymentType: method, items: linesNow.current });
  }, []);
  const onPaymentMissing = useCallback(() => {
    setPaymentMissing(true);
    const fieldset = pickerRef.current;
    fieldset?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    fieldset?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  }, []);

  const deliveryOptions = useDeliveryOptions(lines, { enabled: lines.length > 0 });
  const productTitles = useMemo(() => new Map(lines.map((line) => [String(line.id), line.title])), [lines]);
  const [deliveryPicked, setDeliveryPicked] = useState<DeliverySelection>(EMPTY_DELIVERY_SELECTION);
  // A day filled by other orders, or an option the owner removed, no longer counts as chosen.
  const deliverySelection = useMemo(
    () => validSelection(deliveryPicked, deliveryOptions.data),
    [deliveryPicked, deliveryOptions.data],
  );
  // The zones' "free from" looks at the products after the coupon's discount (orderTotals).
  const subtotalAfterDiscount = orderTotals({
    subtotal: cartTotal(lines),
    discount: coupon?.discount ?? 0,
    delivery: null,
  }).total;
  const priced = useMemo(
    () => pricedDelivery(deliverySelection, deliveryOptions.data, subtotalAfterDiscount),
    [deliverySelection, deliveryOptions.data, subtotalAfterDiscount],
  );
  const delivery = useMemo(
    () => selectedDelivery(deliverySelection, deliveryOptions.data, subtotalAfterDiscount),
    [deliverySelection, deliveryOptions.data, subtotalAfterDiscount],
  );
  const deliveryChoice = useMemo(() => deliveryChoiceOf(deliverySelection), [deliverySelection]);
  // A pickup needs no address of the shopper's; a delivery needs a street and number.
  const deliveryKind = deliverySelection.option?.startsWith('zone:')
    ? 'delivery'
    : deliverySelection.option?.startsWith('pickup:')
      ? 'pickup'
      : null;
  const customerRef = useRef<CustomerFormHandle>(null);
  const onCustomerIncomplete = useCallback(() => customerRef.current?.reveal(), []);
  const [deliveryMissing, setDeliveryMissing] = useState(false);
  const deliveryRef = useRef<HTMLFieldSetElement>(null);
  const chooseDelivery = useCallback((next: DeliverySelection) => {
    setDeliveryPicked(next);
    setDeliveryMissing(false);
  }, []);
  const onDeliveryMissing = useCallback(() => {
    setDeliveryMissing(true);
    const fieldset = deliveryRef.current;
    fieldset?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    fieldset
      ?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')
      ?.focus({ preventScroll: true });
  }, []);

  // While the browser leaves for Mercado Pago, the page says so instead of showing an emptied checkout.
  const [leaving, setLeaving] = useState(false);
  const onPayOnline = useCallback(
    (order: Pedido) => {
      setLeaving(true);
      startPayment(order.id)
        .then(
          (url) => {
            clearCart();
            paymentRedirect.leave(url, paymentPagePath(order.id));
          },
          (error: unknown) => {
            clearCart();
            const state: OrderPaymentState = { payError: paymentErrorText(error, tc('payment.startFailed')) };
            void navigate(paymentPagePath(order.id), { state });
          },
        )
        .catch(() => {
          // paymentRedirect.leave refused the address: the order's page offers to try again.
          void navigate(paymentPagePath(order.id), {
            state: { payError: tc('payment.startFailed') } satisfies OrderPaymentState,
          });
        });
    },
    [clearCart, navigate, tc],
  );

  const onPlaced = useCallback(
    (order: Pedido, { redirect }: { redirect: boolean }) => {
      // Where the order goes on: its number, how to pay it and where to follow it.
      if (redirect)
        void navigate(`/pedidos/${order.id}/pago`, { state: { placed: true } satisfies OrderPaymentState });
      clearCart();
    },
    [clearCart, navigate],
  );

  if (leaving) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Box
          role="status"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}
        >
          <CircularProgress aria-hidden />
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {tc('payment.leaving')}
          </Typography>
        </Box>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('breadcrumbLabel')}
        items={[{ label: t('home'), to: '/' }, { label: t('title'), to: '/cart' }, { label: tc('title') }]}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 3,
        }}
      >
        <Typography variant="h1">{tc('title')}</Typography>
        <HowItWorksButton />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 380px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <CustomerForm
            ref={customerRef}
            onChange={setCustomer}
            prefill={prefill}
            deliveryKind={deliveryKind}
            totalArs={subtotalAfterDiscount + (priced?.price ?? 0)}
            canSaveDetails={Boolean(user)}
            canRemind={user === null}
          />
          {lines.length > 0 && (
            <DeliveryPicker
              ref={deliveryRef}
              options={deliveryOptions.data}
              loading={deliveryOptions.isPending}
              failed={deliveryOptions.isError}
              onRetry={() => void deliveryOptions.refetch()}
              value={deliverySelection}
              onChange={chooseDelivery}
              subtotal={subtotalAfterDiscount}
              error={deliveryMissing && !deliveryChoice}
              productTitles={productTitles}
            />
          )}
          {methods.length > 0 && (
            <PaymentMethodPicker
              ref={pickerRef}
              methods={methods}
              value={paymentMethod}
              onChange={choose}
              error={paymentMissing && !paymentMethod}
              bankAlias={shop?.bankAlias ?? ''}
              bankCbu={shop?.bankCbu ?? ''}
            />
          )}
        </Box>
        {lines.length === 0 ? (
          <EmptyState message={tc('empty')} actionLabel={t('browseProducts')} to="/allProducts" padding={3} />
        ) : (
          <OrderSummary
            lines={lines}
            delivery={priced}
            discount={coupon ? { code: coupon.code, amount: coupon.discount } : null}
            coupon={
              <CouponField
                lines={lines}
                email={customer.values.email}
                phone={customer.values.phone}
                onChange={setCoupon}
              />
            }
          >
            <OrderActions
              coupon={coupon}
              lines={lines}
              values={customer.values}
              customer={customer.customer}
              account={account}
              onPlaced={onPlaced}
              paymentMethod={paymentMethod}
              onPaymentMissing={onPaymentMissing}
              onPayOnline={onPayOnline}
              delivery={delivery}
              deliveryChoice={deliveryChoice}
              onDeliveryMissing={onDeliveryMissing}
              deliveryKind={deliveryKind}
              onCustomerIncomplete={onCustomerIncomplete}
              detailsLoading={Boolean(user) && cliente.isPending}
              saveDetails={customer.saveDetails}
              onWhatsappSent={guestReminder.forget}
            />
          </OrderSummary>
        )}
      </Box>
    </Container>
  );
}

export const head: StaticHead = { title: 'checkout:documentTitle' };
