import { useState } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paymentErrorText } from '../../../lib/payment-error.ts';
import { paymentRedirect } from '../../../lib/leave-for-payment.ts';
import { startPayment } from '../api/start-payment.ts';
import '../texts.ts';

/** Where Mercado Pago's checkout should lead back to with the browser's Back button: the order's payment page. */
export function paymentPagePath(pedidoId: string): string {
  return `/pedidos/${encodeURIComponent(pedidoId)}/pago`;
}

/**
 * "Pagar con Mercado Pago": asks the server for the order's Checkout Pro address
 * (POST /api/pedidos/:id/pago) and sends the browser there; busy until the page leaves. On a
 * failure (Mercado Pago down: 503 payment_unavailable, or the order no longer payable: 409) it
 * calls `onError` with the server's message and can be pressed again.
 */
export function PayOnlineButton({
  pedidoId,
  label,
  onError,
  onStart,
  ...props
}: { pedidoId: string; label?: string; onError: (message: string) => void; onStart?: () => void } & Omit<
  ButtonProps,
  'onClick' | 'onError'
>) {
  const { t } = useTranslation('payment');
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (busy) return;
    setBusy(true);
    onStart?.();
    try {
      const url = await startPayment(pedidoId);
      paymentRedirect.leave(url, paymentPagePath(pedidoId));
    } catch (error) {
      setBusy(false);
      onError(paymentErrorText(error, t('pay.startFailed')));
    }
  };
  return (
    <Button
      variant="contained"
      {...props}
      onClick={() => void pay()}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon}
    >
      {label ?? t('pay.button')}
    </Button>
  );
}
