import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pedido } from '@shop/domain';
import { getPaymentOrder, paymentOrderKey } from '../api/get-payment-order.ts';
import { syncPayment } from '../api/sync-payment.ts';

/** Polling of the payment page (the payments contract): every 3 s, for up to 60 s, while pendiente. */
export const PAYMENT_POLL = { intervalMs: 3000, limitMs: 60_000 };

/** Whether the order is a Mercado Pago order whose payment the shop is still waiting for. */
export function awaitsMercadoPago(
  order: Pick<Pedido, 'paymentMethod' | 'paymentStatus' | 'status'>,
): boolean {
  return (
    order.paymentMethod === 'mercadopago' &&
    order.paymentStatus === 'pendiente' &&
    order.status !== 'cancelado'
  );
}

/**
 * The order of the payment page /pedidos/:pedidoId/pago. With `sync`, it first asks the
 * server once to check with Mercado Pago (POST …/pago/sync, the state the server knows, never the
 * return URL's), then polls GET /api/pedidos/:pedidoId every `intervalMs` while the order awaits
 * Mercado Pago, for `limitMs`; after that `waitedOut` is true until `checkAgain()` starts another round.
 * Without `sync` (the shopper came back from a failed attempt to start paying) it only loads the order.
 * Without `wait` (the shopper did not just come back from a payment attempt: /orders' "Ver pago",
 * Back from Mercado Pago's page) it syncs once but does not wait: `waitedOut` is true from the
 * start, so the page offers to pay (or to check again) instead of "no need to pay again".
 */
export function useOrderPayment(
  pedidoId: string,
  { sync = true, wait = true, intervalMs = PAYMENT_POLL.intervalMs, limitMs = PAYMENT_POLL.limitMs } = {},
) {
  const queryClient = useQueryClient();
  const [synced, setSynced] = useState(!sync);
  const [waitedOut, setWaitedOut] = useState(!sync || !wait);
  const [round, setRound] = useState(0);
  const syncStarted = useRef(false);

  useEffect(() => {
    if (!sync || syncStarted.current) return;
    syncStarted.current = true;
    syncPayment(pedidoId)
      .then(
        (pedido) => queryClient.setQueryData(paymentOrderKey(pedidoId), pedido),
        // The stored order still answers GET below; its error (404...) shows there.
        () => undefined,
      )
      .finally(() => setSynced(true));
  }, [sync, pedidoId, queryClient]);

  // The polling window starts once the sync answered, and again on checkAgain().
  useEffect(() => {
    if (!synced || (round === 0 && (!sync || !wait))) return;
    const timer = window.setTimeout(() => setWaitedOut(true), limitMs);
    return () => window.clearTimeout(timer);
  }, [synced, round, sync, wait, limitMs]);

  const order = useQuery({
    queryKey: paymentOrderKey(pedidoId),
    queryFn: ({ signal }) => getPaymentOrder(pedidoId, signal),
    enabled: synced && pedidoId.length > 0,
    staleTime: Infinity,
    refetchInterval: (query) =>
      !waitedOut && query.state.data && awaitsMercadoPago(query.state.data) ? intervalMs : false,
  });

  const checkAgain = useCallback(() => {
    setWaitedOut(false);
    setRound((n) => n + 1);
    void order.refetch();
  }, [order]);

  const polling = synced && !waitedOut && order.data !== undefined && awaitsMercadoPago(order.data);
  return { order, syncing: !synced, polling, waitedOut, checkAgain };
}
