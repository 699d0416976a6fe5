import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountSession } from './account-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { OrdersList, type PayAction } from '../../features/orders/components/orders-list.tsx';
import { PayOnlineButton, paymentPagePath } from '../../features/payment/components/pay-online-button.tsx';
import type { OrderPaymentState } from './order-payment.tsx';
import '../../features/orders/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /orders: signed-in only, inside the account layout with its side menu: the customer's web orders,
 * newest first. "Pagar" on an unpaid Mercado Pago order goes straight to Mercado Pago; if that
 * cannot start, to the order's payment page, which shows why and offers to try again.
 */
export default function OrdersRoute() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const payAction = useCallback<PayAction>(
    (order, label) => (
      <PayOnlineButton
        pedidoId={order.id}
        label={label.text}
        aria-label={label.ariaLabel}
        size="small"
        onError={(message) =>
          void navigate(paymentPagePath(order.id), {
            state: { payError: message } satisfies OrderPaymentState,
          })
        }
      />
    ),
    [navigate],
  );
  return (
    <AccountSession>
      {() => <AccountLayout title={t('title')}>{<OrdersList payAction={payAction} />}</AccountLayout>}
    </AccountSession>
  );
}

export const head: StaticHead = { title: 'orders:title' };
