/**
 * The state of /checkout in one place: the shopper's details, the coupon, the delivery and payment
 * choices, the order's totals (the domain's `orderTotals`, once), what the web order still misses,
 * and `place()`. The page lays it out; the components show their part of it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  orderTotals,
  type CartLine,
  type CheckoutCustomerInput,
  type DeliveryChoiceInput,
  type DeliveryKind,
  type DeliveryOptions,
  type OrderMessageDelivery,
  type OrderTotals,
  type PaymentMethod,
  type Pedido,
} from '@shop/domain';
import { track } from '../../../lib/analytics/track.ts';
import { sendFunnelEvent } from '../../../lib/funnel.ts';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeliveryOptions } from '../api/get-delivery-options.ts';
import type { AppliedCoupon } from '../components/coupon-field.tsx';
import type { CustomerFormHandle, CustomerState } from '../components/customer-form.tsx';
import {
  deliveryChoiceOf,
  EMPTY_DELIVERY_SELECTION,
  pricedDelivery,
  selectedDelivery,
  validSelection,
  type DeliverySelection,
  type PricedDelivery,
} from '../delivery-selection.ts';
import type { OrderAccount } from '../order-payload.ts';
import { useGuestCartReminder } from './use-guest-cart-reminder.ts';
import { savePaymentMethod, useSavedPaymentMethod } from './use-saved-payment-method.ts';
import { useWebOrder, type WebOrder } from './use-web-order.ts';

export interface CheckoutInput {
  /** The cart's lines. */
  lines: readonly CartLine[];
  /** The signed-in account; null when signed out, undefined while the session is loading. */
  account: OrderAccount | null | undefined;
  /** The signed-in customer's saved details, to fill the fields still blank; null without them. */
  prefill?: Partial<CheckoutCustomerInput> | null;
  /** The saved details are still loading (the web order waits for them). */
  detailsLoading?: boolean;
  /** A web order was placed (not Mercado Pago): empty the cart, and go on when `redirect`. */
  onPlaced: (order: Pedido, options: { redirect: boolean }) => void;
  /** A Mercado Pago order was placed: take the shopper to pay it. */
  onPayOnline: (order: Pedido) => void;
}

/** The order as far as the shopper has filled it in: what the WhatsApp message and record carry. */
export interface CheckoutOrder {
  lines: readonly CartLine[];
  /** The details as typed. */
  values: Partial<CheckoutCustomerInput>;
  /** The validated details; null while incomplete. */
  customer: CustomerState['customer'];
  paymentMethod: PaymentMethod | null;
  /** The chosen delivery, priced; null until the option, day and window are chosen. */
  delivery: OrderMessageDelivery | null;
  /** The payload's delivery choice; null until fully chosen. */
  deliveryChoice: DeliveryChoiceInput | null;
  /** Delivery or pickup as far as chosen: the address is needed unless it is a pickup. */
  deliveryKind: DeliveryKind | null;
  coupon: AppliedCoupon | null;
  totals: OrderTotals;
}

export interface Checkout {
  lines: readonly CartLine[];
  /** "Mis Datos Personales": the CustomerForm's props and the details as typed. */
  fields: {
    ref: RefObject<CustomerFormHandle | null>;
    onChange: (state: CustomerState) => void;
    prefill: Partial<CheckoutCustomerInput> | null;
    deliveryKind: DeliveryKind | null;
    /** The total the DNI or CUIT threshold looks at: the products after discount plus the delivery. */
    totalArs: number;
    canSaveDetails: boolean;
    canRemind: boolean;
    values: Partial<CheckoutCustomerInput>;
  };
  /** The order's amounts (subtotal, discount, coupon, delivery, total), from the domain's orderTotals. */
  totals: OrderTotals;
  /** What "Confirmar Pedido en Web" still needs: each true while missing. */
  missing: { signIn: boolean; customer: boolean; delivery: boolean; payment: boolean };
  /** Places the web order, or marks what is missing (see useWebOrder). */
  place: () => Promise<void>;
  coupon: { applied: AppliedCoupon | null; onChange: (coupon: AppliedCoupon | null) => void };
  /** "Entrega": the DeliveryPicker's state. */
  delivery: {
    ref: RefObject<HTMLFieldSetElement | null>;
    options: DeliveryOptions | undefined;
    loading: boolean;
    failed: boolean;
    retry: () => void;
    selection: DeliverySelection;
    choose: (next: DeliverySelection) => void;
    /** Placing found no full choice: the picker shows its error. */
    error: boolean;
    /** The chosen zone or pickup point, priced, for the summary; null until chosen. */
    priced: PricedDelivery | null;
    productTitles: ReadonlyMap<string, string>;
  };
  /** "Forma de pago": the PaymentMethodPicker's state. */
  payment: {
    ref: RefObject<HTMLFieldSetElement | null>;
    methods: readonly PaymentMethod[];
    method: PaymentMethod | null;
    choose: (method: PaymentMethod) => void;
    /** Placing found no method: the picker shows its error. */
    error: boolean;
    bankAlias: string;
    bankCbu: string;
  };
  /** What the order buttons show: the WhatsApp order and the web order. */
  order: CheckoutOrder;
  webOrder: WebOrder;
  /** The WhatsApp order link was followed: a guest's kept cart is forgotten (decision 0031). */
  onWhatsappSent: () => void;
}

/** Moves the focus to a fieldset's first radio still offered, and brings it into view. */
function revealFieldset(fieldset: HTMLFieldSetElement | null, selector: string): void {
  fieldset?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  fieldset?.querySelector<HTMLInputElement>(selector)?.focus({ preventScroll: true });
}

/**
 * /checkout's state (see the module comment). Also tells the shop's own funnel and campaign
 * measurement that a checkout began (once per visit, with products) and which payment was chosen
 * (decision 0035), and keeps a guest's cart for one reminder when asked (decision 0031).
 * The coupon's discount, the zones' "free from" rule and the delivery's price are composed by
 * `orderTotals` once; the summary, the DNI threshold and the delivery picker read the same totals.
 */
export function useCheckout({
  lines,
  account,
  prefill = null,
  detailsLoading = false,
  onPlaced,
  onPayOnline,
}: CheckoutInput): Checkout {
  const [customer, setCustomer] = useState<CustomerState>({
    values: {},
    customer: null,
    saveDetails: true,
    remindMe: false,
  });
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

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
  const lang = useLang();
  const guestReminder = useGuestCartReminder(
    account === null && customer.remindMe,
    customer.values.email,
    lines,
    lang,
  );

  const shop = useShopInfo();
  const methods = useMemo(() => shop?.paymentMethods ?? [], [shop]);
  // The method the shopper picks on this visit; until then the one saved for the tab (read after
  // hydration: the server cannot see it).
  const saved = useSavedPaymentMethod();
  const [picked, setChosen] = useState<PaymentMethod | null>(null);
  const chosen = picked ?? saved;
  // A saved choice the shop no longer offers does not count; a single offered method is chosen.
  const paymentMethod =
    chosen && methods.includes(chosen) ? chosen : methods.length === 1 ? methods[0]! : null;
  const [paymentMissing, setPaymentMissing] = useState(false);
  const paymentRef = useRef<HTMLFieldSetElement>(null);
  const choosePayment = useCallback((method: PaymentMethod) => {
    setChosen(method);
    setPaymentMissing(false);
    savePaymentMethod(method);
    track({ name: 'add_payment_info', paymentType: method, items: linesNow.current });
  }, []);

  const deliveryOptions = useDeliveryOptions(lines, { enabled: lines.length > 0 });
  const productTitles = useMemo(() => new Map(lines.map((line) => [String(line.id), line.title])), [lines]);
  const [deliveryPicked, setDeliveryPicked] = useState<DeliverySelection>(EMPTY_DELIVERY_SELECTION);
  // A day filled by other orders, or an option the owner removed, no longer counts as chosen.
  const deliverySelection = useMemo(
    () => validSelection(deliveryPicked, deliveryOptions.data),
    [deliveryPicked, deliveryOptions.data],
  );
  // The products after the coupon's discount: the zones' "free from" looks at them.
  const afterDiscount = orderTotals({ lines, coupon }).afterDiscount;
  const priced = useMemo(
    () => pricedDelivery(deliverySelection, deliveryOptions.data, afterDiscount),
    [deliverySelection, deliveryOptions.data, afterDiscount],
  );
  const selected = useMemo(
    () => selectedDelivery(deliverySelection, deliveryOptions.data, afterDiscount),
    [deliverySelection, deliveryOptions.data, afterDiscount],
  );
  // The chosen option's price counts as soon as it is chosen, before its day.
  const totals = useMemo(
    () => orderTotals({ lines, coupon, delivery: priced ? priced.price : null }),
    [lines, coupon, priced],
  );
  const deliveryChoice = useMemo(() => deliveryChoiceOf(deliverySelection), [deliverySelection]);
  // A pickup needs no address of the shopper's; a delivery needs a street and number.
  const deliveryKind: DeliveryKind | null = deliverySelection.option?.startsWith('zone:')
    ? 'delivery'
    : deliverySelection.option?.startsWith('pickup:')
      ? 'pickup'
      : null;
  const customerRef = useRef<CustomerFormHandle>(null);
  const [deliveryMissing, setDeliveryMissing] = useState(false);
  const deliveryRef = useRef<HTMLFieldSetElement>(null);
  const chooseDelivery = useCallback((next: DeliverySelection) => {
    setDeliveryPicked(next);
    setDeliveryMissing(false);
  }, []);

  const onMissing = useCallback((what: 'customer' | 'delivery' | 'payment') => {
    if (what === 'customer') {
      customerRef.current?.reveal();
    } else if (what === 'delivery') {
      setDeliveryMissing(true);
      revealFieldset(deliveryRef.current, 'input[type="radio"]:not(:disabled)');
    } else {
      setPaymentMissing(true);
      revealFieldset(paymentRef.current, 'input[type="radio"]');
    }
  }, []);

  const webOrder = useWebOrder({
    lines,
    customer: customer.customer,
    account,
    detailsLoading,
    paymentMethod,
    deliveryChoice,
    coupon,
    saveDetails: customer.saveDetails,
    onPlaced,
    onPayOnline,
    onMissing,
  });

  return {
    lines,
    fields: {
      ref: customerRef,
      onChange: setCustomer,
      prefill,
      deliveryKind,
      totalArs: totals.total,
      canSaveDetails: Boolean(account),
      canRemind: account === null,
      values: customer.values,
    },
    totals,
    missing: {
      signIn: !account,
      customer: customer.customer === null,
      delivery: deliveryChoice === null,
      payment: paymentMethod === null,
    },
    place: webOrder.place,
    coupon: { applied: coupon, onChange: setCoupon },
    delivery: {
      ref: deliveryRef,
      options: deliveryOptions.data,
      loading: deliveryOptions.isPending,
      failed: deliveryOptions.isError,
      retry: () => void deliveryOptions.refetch(),
      selection: deliverySelection,
      choose: chooseDelivery,
      error: deliveryMissing && !deliveryChoice,
      priced,
      productTitles,
    },
    payment: {
      ref: paymentRef,
      methods,
      method: paymentMethod,
      choose: choosePayment,
      error: paymentMissing && !paymentMethod,
      bankAlias: shop?.bankAlias ?? '',
      bankCbu: shop?.bankCbu ?? '',
    },
    order: {
      lines,
      values: customer.values,
      customer: customer.customer,
      paymentMethod,
      delivery: selected,
      deliveryChoice,
      deliveryKind,
      coupon,
      totals,
    },
    webOrder,
    onWhatsappSent: guestReminder.forget,
  };
}
