import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { Link as RouterLink } from 'react-router';
import {
  buildOrderMessage,
  canSendWhatsapp,
  cartTotal,
  TIMINGS,
  whatsappUrl,
  type CartLine,
  type CheckoutCustomer,
  type CheckoutCustomerInput,
  type DeliveryChoiceInput,
  type DeliveryKind,
  type OrderMessageDelivery,
  type Pedido,
  type PaymentMethod,
} from '@shop/domain';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { buildWhatsappOrderPayload, recordWhatsappOrder } from '../api/record-whatsapp-order.ts';
import { buildOrderPayload, createIdempotencyKeys, randomKey, type OrderAccount } from '../order-payload.ts';
import type { AppliedCoupon } from './coupon-field.tsx';
import '../texts.ts';

// One key per checkout attempt, kept across visits to /checkout while the cart stays the same.
const idempotencyKeys = createIdempotencyKeys();

type Notice = 'signIn' | 'incomplete' | 'payment' | 'delivery' | null;

/** The error snackbar's text: the SPEC's message, plus the server's reason for a 4xx. */
export function orderErrorText(error: unknown, texts: { error: string; networkError: string }): string {
  if (!(error instanceof ApiClientError)) return texts.networkError;
  return error.status >= 400 && error.status < 500 && error.message
    ? `${texts.error} ${error.message}`
    : texts.error;
}

export interface OrderActionsProps {
  lines: readonly CartLine[];
  values: Partial<CheckoutCustomerInput>;
  customer: CheckoutCustomer | null;
  /** The signed-in account; null when signed out, undefined while the session is loading. */
  account: OrderAccount | null | undefined;
  /**
   * Called TIMINGS.postOrderRedirectMs after an order is placed, to empty the cart and go to /
   * (`redirect`); with `redirect: false` when the shopper left the page before that.
   */
  onPlaced: (order: Pedido, options: { redirect: boolean }) => void;
  /** The chosen payment method; null until the shopper picks one. */
  paymentMethod: PaymentMethod | null;
  /** "Confirmar Pedido en Web" was pressed with no payment method chosen (checkout marks the choice). */
  onPaymentMissing: () => void;
  /**
   * Called at once, instead of onPlaced, when a Mercado Pago order is placed: checkout takes the
   * shopper to Mercado Pago.
   */
  onPayOnline: (order: Pedido) => void;
  /** The coupon the server accepted for this cart, sent with the order and named in the WhatsApp text. */
  coupon?: AppliedCoupon | null;
  /** The chosen delivery, priced, for the WhatsApp message; null until fully chosen. */
  delivery?: OrderMessageDelivery | null;
  /** The payload's delivery choice; the web order needs it. */
  deliveryChoice?: DeliveryChoiceInput | null;
  /** "Confirmar Pedido en Web" was pressed without a full delivery choice (checkout marks it). */
  onDeliveryMissing?: () => void;
  /** Delivery or pickup as far as chosen: the WhatsApp order needs the address unless it is a pickup. */
  deliveryKind?: DeliveryKind | null;
  /** Called when the web order is confirmed with the shopper's details incomplete (checkout opens them at the wrong field). */
  onCustomerIncomplete?: () => void;
  /** The signed-in shopper's saved details (the checkout's prefill) are still loading. */
  detailsLoading?: boolean;
  /** "Guardar estos datos para la próxima": the order's details become the account's profile. */
  saveDetails?: boolean;
  /** The WhatsApp order link was followed (a guest's kept cart is then forgotten, decision 0031). */
  onWhatsappSent?: () => void;
}

/**
 * The two order buttons of /checkout (SPEC.md sections 2, 4, 5, 8): the WhatsApp link, enabled
 * only with the five required fields filled and a total above 0, which first records the order
 * (POST /api/pedidos/whatsapp, decision 0034) and opens wa.me with the whole order and its
 * reference ("Pedido: W-4F7K"; without it when the record fails); and "Confirmar Pedido en Web", enabled for a signed-in customer: it sends the order
 * (POST /api/pedido with an Idempotency-Key, so a double click or a retry makes one order) and
 * shows the result in a snackbar. Not signed in, the button stays focusable but reads as disabled
 * and triggering it only shows "Debés iniciar sesión para confirmar el pedido".
 * The web order needs a payment method and sends it; a Mercado Pago order goes on to
 * Mercado Pago (onPayOnline). The WhatsApp message names the chosen method; Mercado Pago cannot go
 * by WhatsApp (it needs a web order), so with it chosen the WhatsApp button says so instead.
 * The web order needs a delivery choice (zone or pickup, day, window) and sends it; the
 * WhatsApp message carries the chosen delivery, its price and the total to pay.
 */
export function OrderActions({
  lines,
  values,
  customer,
  account,
  onPlaced,
  paymentMethod,
  onPaymentMissing,
  onPayOnline,
  coupon = null,
  delivery = null,
  deliveryChoice = null,
  onDeliveryMissing,
  deliveryKind = null,
  onCustomerIncomplete,
  detailsLoading = false,
  saveDetails = false,
  onWhatsappSent,
}: OrderActionsProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const shop = useShopInfo();
  const total = cartTotal(lines);
  const onlyOnWeb = paymentMethod === 'mercadopago';
  const enabled =
    Boolean(shop) && customer !== null && canSendWhatsapp(values, total, deliveryKind) && !onlyOnWeb;
  // What the WhatsApp order records (decision 0034); the same cart and details keep one record.
  const whatsappPayload =
    enabled && customer
      ? buildWhatsappOrderPayload({
          lines,
          customer,
          paymentMethod,
          delivery: deliveryChoice,
          coupon,
        })
      : null;
  const whatsappSignature = whatsappPayload ? JSON.stringify(whatsappPayload) : '';
  const [recorded, setRecorded] = useState<{ signature: string; reference: string } | null>(null);
  const knownReference = recorded?.signature === whatsappSignature ? recorded.reference : null;
  const whatsappKey = useRef<{ signature: string; key: string } | null>(null);
  const recording = useRef(false);
  const messageUrl = (reference: string | null) =>
    shop && customer
      ? whatsappUrl(
          shop.whatsapp,
          buildOrderMessage({
            lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: l.price })),
            customer,
            lang,
            payment: paymentMethod
              ? { method: paymentMethod, bankAlias: shop.bankAlias, bankCbu: shop.bankCbu }
              : null,
            delivery,
            discount: coupon ? { code: coupon.code, amount: coupon.discount } : null,
            reference,
          }),
        )
      : undefined;
  const href = enabled ? messageUrl(knownReference) : undefined;

  /**
   * The WhatsApp button: records the order first (its reference goes in the message), then opens
   * WhatsApp. The window is opened at once, inside the tap (one opened after the answer would be
   * blocked as a pop-up), and sent to WhatsApp when the answer comes; without an answer the message
   * goes without a reference, never held back.
   */
  const sendWhatsapp = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new-tab or new-window click follows the link as it is.
    if (!whatsappPayload || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      onWhatsappSent?.();
      return;
    }
    event.preventDefault();
    if (recording.current) return;
    recording.current = true;
    const win = window.open('', '_blank');
    if (whatsappKey.current?.signature !== whatsappSignature)
      whatsappKey.current = { signature: whatsappSignature, key: randomKey() };
    const reference = knownReference ?? (await recordWhatsappOrder(whatsappPayload, whatsappKey.current.key));
    if (reference) setRecorded({ signature: whatsappSignature, reference });
    const url = messageUrl(reference)!;
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.location.href = url;
    }
    recording.current = false;
    onWhatsappSent?.();
  };

  const [noticeShown, setNotice] = useState<Notice>(null);
  // Once the form is complete (or a method chosen), the notice asking for it no longer applies.
  const notice =
    (noticeShown === 'incomplete' && customer) ||
    (noticeShown === 'payment' && paymentMethod) ||
    (noticeShown === 'delivery' && deliveryChoice)
      ? null
      : noticeShown;
  const placeOrder = usePlaceOrder();
  const sending = placeOrder.isPending;
  const [placed, setPlaced] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const inFlight = useRef(false);
  const redirect = useRef<{ timer: number; order: Pedido } | null>(null);
  const onPlacedRef = useRef(onPlaced);
  const onPayOnlineRef = useRef(onPayOnline);
  useEffect(() => {
    onPlacedRef.current = onPlaced;
    onPayOnlineRef.current = onPayOnline;
  });
  // Leaving before the redirect: the order is placed, so the cart is still emptied (without navigating).
  useEffect(
    () => () => {
      const pending = redirect.current;
      if (!pending) return;
      window.clearTimeout(pending.timer);
      redirect.current = null;
      onPlacedRef.current(pending.order, { redirect: false });
    },
    [],
  );

  const signedIn = Boolean(account);
  // Until the session and the shopper's saved details are known the button waits: a tap then
  // would wrongly ask to sign in or to complete the details, and the prefill arriving moves it.
  const waiting = account === undefined || detailsLoading;
  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const confirm = async () => {
    if (!account) {
      setNotice('signIn');
      return;
    }
    if (!customer) {
      setNotice('incomplete');
      onCustomerIncomplete?.();
      return;
    }
    if (!deliveryChoice) {
      setNotice('delivery');
      onDeliveryMissing?.();
      return;
    }
    if (!paymentMethod) {
      setNotice('payment');
      onPaymentMissing();
      return;
    }
    if (inFlight.current || placed) return;
    inFlight.current = true;
    setNotice(null);
    try {
      const order = await placeOrder.mutateAsync({
        payload: buildOrderPayload(
          lines,
          customer,
          account,
          paymentMethod,
          deliveryChoice,
          coupon,
          saveDetails,
        ),
        idempotencyKey: idempotencyKeys.keyFor(lines, coupon?.code),
      });
      idempotencyKeys.reset();
      setPlaced(true);
      // A retry with the same Idempotency-Key returns the first order: its method is the one that counts.
      if ((order.paymentMethod ?? paymentMethod) === 'mercadopago') {
        onPayOnlineRef.current(order);
        return;
      }
      show({ severity: 'success', text: t('confirm.success') });
      const timer = window.setTimeout(() => {
        redirect.current = null;
        onPlacedRef.current(order, { redirect: true });
      }, TIMINGS.postOrderRedirectMs);
      redirect.current = { timer, order };
    } catch (error) {
      show({
        severity: 'error',
        text: orderErrorText(error, { error: t('confirm.error'), networkError: t('confirm.networkError') }),
      });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
      {href ? (
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => void sendWhatsapp(event)}
          data-reference={knownReference ?? undefined}
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          sx={{ bgcolor: '#1a7f45', '&:hover': { bgcolor: '#14663a' } }}
        >
          {t('whatsapp')}
        </Button>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            disabled
            aria-describedby="whatsapp-hint"
          >
            {t('whatsapp')}
          </Button>
          <Typography id="whatsapp-hint" variant="body2" color="text.secondary">
            {onlyOnWeb ? t('payment.whatsappMercadoPago') : t('whatsappHint')}
          </Typography>
        </>
      )}
      <Button
        // With Mercado Pago chosen it is the only way on (WhatsApp is off), so it leads.
        variant={onlyOnWeb && signedIn ? 'contained' : 'outlined'}
        size="large"
        onClick={() => void confirm()}
        disabled={sending || placed || waiting}
        // Signed out it reads as disabled but stays focusable, so triggering it can explain why.
        aria-disabled={signedIn ? undefined : true}
        aria-describedby={signedIn ? undefined : 'confirm-web-hint'}
        aria-busy={sending || waiting || undefined}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={signedIn ? undefined : { opacity: 0.6 }}
      >
        {t('confirmWeb')}
      </Button>
      {notice === 'signIn' ? (
        <Alert severity="warning" role="alert" id="confirm-web-hint" sx={{ py: 0 }}>
          {t('confirm.signInRequired')}{' '}
          <Link component={RouterLink} to="/login" state={{ from: '/checkout' }}>
            {t('confirm.signIn')}
          </Link>
        </Alert>
      ) : notice === 'incomplete' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.incomplete')}
        </Alert>
      ) : notice === 'delivery' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.deliveryMissing')}
        </Alert>
      ) : notice === 'payment' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.paymentMissing')}
        </Alert>
      ) : (
        account === null && (
          <Alert severity="info" id="confirm-web-hint" sx={{ py: 0 }}>
            {t('signInHint')}{' '}
            <Link component={RouterLink} to="/login" state={{ from: '/checkout' }}>
              {t('signIn')}
            </Link>
          </Alert>
        )
      )}
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('confirm.close')}
      />
    </Box>
  );
}
