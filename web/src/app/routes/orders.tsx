import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { OrdersList } from '../../features/orders/components/orders-list.tsx';
import '../../features/orders/texts.ts';

/**
 * /orders (SPEC.md sections 2, 6, 8; issue 4): signed-in only, inside the account layout with its
 * side menu: the customer's web orders, newest first.
 */
export default function OrdersRoute() {
  const { t } = useTranslation('orders');
  return <RequireSession>{() => <AccountLayout title={t('title')}>{<OrdersList />}</AccountLayout>}</RequireSession>;
}
