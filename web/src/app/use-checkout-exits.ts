import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Pedido } from '@shop/domain';
import { useCartStore } from '../features/cart/cart-store.ts';
import { startPayment } from '../features/payment/api/start-payment.ts';
import { paymentPagePath } from '../features/payment/components/pay-online-button.tsx';
import { paymentRedirect } from '../lib/leave-for-payment.ts';
import { paymentErrorText } from '../lib/payment-error.ts';
import type { OrderPaymentState } from './routes/order-payment.tsx';
import '../features/checkout/texts.ts';

/**
 * Where /checkout goes once a web order is placed; it joins the cart, checkout and payment
 * features, so it lives in app/. A Mercado Pago order empties the cart and leaves for Mercado
 * Pago's checkout (`leaving` while the browser goes), or, when that cannot start, goes to the
 * order's payment page with the reason and a retry button. Another order empties the cart and goes
 * to its payment page (its number, how to pay it and where to follow it).
 */
export function useCheckoutExits(): {
  leaving: boolean;
  onPayOnline: (order: Pedido) => void;
  onPlaced: (order: Pedido, options: { redirect: boolean }) => void;
} {
  const { t: tc } = useTranslation('checkout');
  const clearCart = useCartStore((state) => state.clear);
  const navigate = useNavigate();
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
      if (redirect)
        void navigate(`/pedidos/${order.id}/pago`, { state: { placed: true } satisfies OrderPaymentState });
      clearCart();
    },
    [clearCart, navigate],
  );
  return { leaving, onPayOnline, onPlaced };
}
