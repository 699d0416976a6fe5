import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PaymentStatus } from '@shop/domain';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { ORDERS_QUERY_KEY } from '../../features/orders/api/get-orders.ts';
import { OrderPayment } from '../../features/payment/components/order-payment.tsx';
import s from '../../features/payment/components/payment.module.css';
import page from '../../components/page.module.css';
import { returnedFromPayment } from '../../features/payment/return-query.ts';
import type { StaticHead } from '../page-module.ts';

/** What checkout or /orders hand over when starting to pay failed (read once, then cleared). */
export interface OrderPaymentState {
  payError?: string;
  /** Checkout has just placed this order. */
  placed?: boolean;
}

/**
 * /pedidos/:pedidoId/pago: the payment page of one of the signed-in customer's orders,
 * where Mercado Pago's checkout returns. Signed out, the visitor is sent to /login and back. It
 * waits for a confirmation only when Mercado Pago's return names a payment (returnedFromPayment).
 * Static CSS, no MUI (decision 0030).
 */
export default function OrderPaymentRoute() {
  const { pedidoId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Taken once: a reload of the page must check the payment again, not repeat an old failure.
  const [payError] = useState(() => (location.state as OrderPaymentState | null)?.payError ?? null);
  const [justPlaced] = useState(() => (location.state as OrderPaymentState | null)?.placed === true);
  // Waits for Mercado Pago's confirmation only right after a payment attempt (read once, like payError).
  const [awaitPayment] = useState(() => returnedFromPayment(location.search));
  useEffect(() => {
    if (payError || justPlaced) void navigate(location.pathname, { replace: true, state: null });
  }, [payError, justPlaced, navigate, location.pathname]);
  // The list on /orders shows the payment badge: refresh it with what this page learns.
  const [known, setKnown] = useState<PaymentStatus | null>(null);
  const onStatus = useCallback(
    (status: PaymentStatus) => {
      if (status === known) return;
      setKnown(status);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY, exact: true });
    },
    [known, queryClient],
  );
  return (
    <div className={`${page.container} ${s.page}`}>
      <RequireSession>
        {() => (
          <OrderPayment
            key={pedidoId}
            pedidoId={pedidoId}
            initialError={payError}
            awaitPayment={awaitPayment}
            justPlaced={justPlaced}
            onStatus={onStatus}
          />
        )}
      </RequireSession>
    </div>
  );
}

export const head: StaticHead = { title: 'payment:pay.documentTitle' };
