import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { useCliente } from '../../features/account/api/get-cliente.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { CustomerForm, type CustomerState } from '../../features/checkout/components/customer-form.tsx';
import { HowItWorksButton } from '../../features/checkout/components/how-it-works-button.tsx';
import { OrderActions } from '../../features/checkout/components/order-actions.tsx';
import { OrderSummary } from '../../features/checkout/components/order-summary.tsx';
import { ORDERS_QUERY_KEY } from '../../features/orders/api/get-orders.ts';
import '../../features/checkout/texts.ts';
import { useSyncSavedLines } from '../use-sync-saved-lines.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { clienteToCheckout } from '../cliente-to-checkout.ts';

/**
 * /checkout (SPEC.md sections 2, 4, 5): "Mis Datos Personales", the order summary, the WhatsApp
 * order link, "Confirmar Pedido en Web" (signed-in customers; issue 4) and the info dialog.
 * A signed-in customer's profile pre-fills the fields still blank. Once a web order is placed the
 * cart is emptied and the shopper goes home (after TIMINGS.postOrderRedirectMs, in OrderActions).
 */
export default function CheckoutRoute() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('checkout');
  const lines = useCartStore((state) => state.lines);
  const clearCart = useCartStore((state) => state.clear);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<CustomerState>({ values: {}, customer: null });
  const user = useSessionUser();
  const cliente = useCliente({ enabled: Boolean(user) });
  const prefill = useMemo(() => (user && cliente.data ? clienteToCheckout(cliente.data) : null), [user, cliente.data]);
  const account = useMemo(() => (user ? { id: user.id, username: user.username } : user), [user]);
  useSyncSavedLines();
  useEffect(() => {
    document.title = tc('documentTitle');
  }, [tc]);

  const onPlaced = useCallback(
    (_order: unknown, { redirect }: { redirect: boolean }) => {
      // The customer's order list now has one more.
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      if (redirect) void navigate('/');
      clearCart();
    },
    [clearCart, navigate, queryClient],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageBreadcrumbs
        label={t('breadcrumbLabel')}
        items={[{ label: t('home'), to: '/' }, { label: t('title'), to: '/cart' }, { label: tc('title') }]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 3 }}>
        <Typography variant="h1">{tc('title')}</Typography>
        <HowItWorksButton />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 380px' }, gap: 3, alignItems: 'start' }}>
        <CustomerForm onChange={setCustomer} prefill={prefill} />
        {lines.length === 0 ? (
          <EmptyState message={tc('empty')} actionLabel={t('browseProducts')} to="/allProducts" padding={3} />
        ) : (
          <OrderSummary lines={lines}>
            <OrderActions lines={lines} values={customer.values} customer={customer.customer} account={account} onPlaced={onPlaced} />
          </OrderSummary>
        )}
      </Box>
    </Container>
  );
}
