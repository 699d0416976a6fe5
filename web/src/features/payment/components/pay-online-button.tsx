import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/feedback.tsx';
import ui from '../../../components/ui.module.css';
import { paymentErrorText } from '../../../lib/payment-error.ts';
import { paymentRedirect } from '../../../lib/leave-for-payment.ts';
import { startPayment } from '../api/start-payment.ts';
import s from './payment.module.css';
import '../texts.ts';

/** Where Mercado Pago's checkout should lead back to with the browser's Back button: the order's payment page. */
export function paymentPagePath(pedidoId: string): string {
  return `/pedidos/${encodeURIComponent(pedidoId)}/pago`;
}

const SIZE = {
  small: `${ui.button} ${s.smallOutlined}`,
  medium: `${ui.button} ${ui.medium}`,
  large: `${ui.button} ${ui.large}`,
};

/**
 * "Pagar con Mercado Pago": asks the server for the order's Checkout Pro address
 * (POST /api/pedidos/:id/pago) and sends the browser there; busy until the page leaves. On a
 * failure (Mercado Pago down: 503 payment_unavailable, or the order no longer payable: 409) it
 * calls `onError` with the server's message and can be pressed again. Drawn as MUI's contained
 * Button of `size` in static CSS (decision 0030).
 */
export function PayOnlineButton({
  pedidoId,
  label,
  onError,
  onStart,
  size = 'medium',
  disabled,
  className,
  'aria-label': ariaLabel,
}: {
  pedidoId: string;
  label?: string;
  onError: (message: string) => void;
  onStart?: () => void;
  size?: 'small' | 'medium' | 'large';
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
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
    <button
      type="button"
      className={`${ui.base} ${SIZE[size]} ${ui.contained} ${className ?? ''}`}
      onClick={() => void pay()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-label={ariaLabel}
    >
      {busy && (
        <span className={ui.startIcon}>
          <Spinner size={18} className={s.spinner} />
        </span>
      )}
      {label ?? t('pay.button')}
    </button>
  );
}
