/**
 * "Confirmar Pedido en Web" without its buttons: what the web order still needs, placing it once
 * (POST /api/pedido with an Idempotency-Key, so a double click or a retry makes one order), the
 * notice and the toast that tell the shopper how it went, and the trip on once it is placed.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIMINGS,
  type CartLine,
  type CheckoutCustomer,
  type DeliveryChoiceInput,
  type PaymentMethod,
  type Pedido,
} from '@shop/domain';
import type { ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import type { AppliedCoupon } from '../components/coupon-field.tsx';
import { buildOrderPayload, createIdempotencyKeys, type OrderAccount } from '../order-payload.ts';
import '../texts.ts';

// One key per checkout attempt, kept across visits to /checkout while the cart stays the same.
const idempotencyKeys = createIdempotencyKeys();

/** The notice under the buttons: what "Confirmar Pedido en Web" found missing, or nothing. */
export type OrderNotice = 'signIn' | 'incomplete' | 'payment' | 'delivery' | null;

/** The error toast's text: the shop's error message, plus the server's reason for a 4xx. */
export function orderErrorText(error: unknown, texts: { error: string; networkError: string }): string {
  if (!(error instanceof ApiClientError)) return texts.networkError;
  return error.status >= 400 && error.status < 500 && error.message
    ? `${texts.error} ${error.message}`
    : texts.error;
}

export interface WebOrderInput {
  lines: readonly CartLine[];
  /** The validated details; null while incomplete. */
  customer: CheckoutCustomer | null;
  /** The signed-in account; null when signed out, undefined while the session is loading. */
  account: OrderAccount | null | undefined;
  /** The signed-in shopper's saved details (the checkout's prefill) are still loading. */
  detailsLoading?: boolean;
  /** The chosen payment method; null until the shopper picks one. */
  paymentMethod: PaymentMethod | null;
  /** The payload's delivery choice; null until the option, day and window are chosen. */
  deliveryChoice: DeliveryChoiceInput | null;
  /** The coupon the server accepted for this cart. */
  coupon?: AppliedCoupon | null;
  /** "Guardar estos datos para la próxima": the order's details become the account's profile. */
  saveDetails?: boolean;
  /**
   * Called TIMINGS.postOrderRedirectMs after an order is placed, to empty the cart and go on
   * (`redirect`); with `redirect: false` when the shopper left the page before that.
   */
  onPlaced: (order: Pedido, options: { redirect: boolean }) => void;
  /** Called at once, instead of onPlaced, when a Mercado Pago order is placed. */
  onPayOnline: (order: Pedido) => void;
  /** Called when placing finds the details incomplete, no delivery or no payment chosen: the page marks it. */
  onMissing?: (what: 'customer' | 'delivery' | 'payment') => void;
}

/** The web order's state for the buttons that show it. */
export interface WebOrder {
  /** Checks what the order needs (telling `onMissing` and setting the notice), then places it once. */
  place: () => Promise<void>;
  notice: OrderNotice;
  sending: boolean;
  /** Placed: the button stays off until the page moves on. */
  placed: boolean;
  /** The session or the saved details are still loading: a tap now would wrongly ask for them. */
  waiting: boolean;
  /** null when signed out, undefined while the session loads. */
  account: OrderAccount | null | undefined;
  toast: { message: ToastMessage | null; open: boolean; close: () => void };
}

/**
 * Places the checkout's web order. The checks go in the order the shopper sees them: signed in,
 * details complete, delivery chosen, payment chosen. A Mercado Pago order goes on to
 * `onPayOnline` at once; another shows "Pedido enviado con éxito" and goes on after
 * TIMINGS.postOrderRedirectMs. A failure shows the error and keeps the key for the retry.
 */
export function useWebOrder(input: WebOrderInput): WebOrder {
  const { t } = useTranslation('checkout');
  const { customer, account, paymentMethod, deliveryChoice } = input;
  const [noticeShown, setNotice] = useState<OrderNotice>(null);
  // Once the form is complete (or a method chosen), the notice asking for it no longer applies.
  const notice =
    (noticeShown === 'incomplete' && customer) ||
    (noticeShown === 'payment' && paymentMethod) ||
    (noticeShown === 'delivery' && deliveryChoice)
      ? null
      : noticeShown;
  const placeOrder = usePlaceOrder();
  const [placed, setPlaced] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const inFlight = useRef(false);
  const redirect = useRef<{ timer: number; order: Pedido } | null>(null);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  // Leaving before the redirect: the order is placed, so the cart is still emptied (without navigating).
  useEffect(
    () => () => {
      const pending = redirect.current;
      if (!pending) return;
      window.clearTimeout(pending.timer);
      redirect.current = null;
      latest.current.onPlaced(pending.order, { redirect: false });
    },
    [],
  );

  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const place = async () => {
    const { lines, coupon = null, saveDetails = false, onMissing } = input;
    if (!account) {
      setNotice('signIn');
      return;
    }
    if (!customer) {
      setNotice('incomplete');
      onMissing?.('customer');
      return;
    }
    if (!deliveryChoice) {
      setNotice('delivery');
      onMissing?.('delivery');
      return;
    }
    if (!paymentMethod) {
      setNotice('payment');
      onMissing?.('payment');
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
        latest.current.onPayOnline(order);
        return;
      }
      show({ severity: 'success', text: t('confirm.success') });
      const timer = window.setTimeout(() => {
        redirect.current = null;
        latest.current.onPlaced(order, { redirect: true });
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

  return {
    place,
    notice,
    sending: placeOrder.isPending,
    placed,
    // Until the session and the shopper's saved details are known the button waits: a tap then
    // would wrongly ask to sign in or to complete the details, and the prefill arriving moves it.
    waiting: account === undefined || Boolean(input.detailsLoading),
    account,
    toast: { message: toast, open: toastOpen, close: () => setToastOpen(false) },
  };
}
