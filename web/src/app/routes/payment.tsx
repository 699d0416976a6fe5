import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ApiClientError } from '../../lib/api-client.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useOrder } from '../../features/orders/api/get-orders.ts';
import { acceptsReceipt } from '@shop/domain';
import { PaymentInstructions } from '../../features/payment/components/payment-instructions.tsx';
import {
  PaymentOrderSummary,
  type PaymentOrderState,
} from '../../features/payment/components/payment-order-summary.tsx';
import '../../features/payment/texts.ts';
import type { StaticHead } from '../page-module.ts';

/** The state of the `?pedido=` order for the summary, from the session and the order query. */
function useOrderToPay(pedidoId: string): PaymentOrderState | null {
  const user = useSessionUser();
  const order = useOrder(pedidoId, { enabled: Boolean(user) });
  if (!pedidoId) return null;
  if (user === null) return { kind: 'signedOut' };
  if (user === undefined || order.isPending) return { kind: 'loading' };
  if (order.isError)
    return order.error instanceof ApiClientError && order.error.status === 404
      ? { kind: 'notFound' }
      : { kind: 'failed' };
  const { id, number, total, status, paymentMethod, paymentStatus } = order.data;
  const path = `/pedidos/${encodeURIComponent(id)}`;
  return {
    kind: 'found',
    number,
    total,
    // Receipts are for bank transfers; a Mercado Pago order is paid from its payment page.
    uploadHref:
      paymentMethod === 'transferencia' && acceptsReceipt({ status, paymentStatus })
        ? `${path}/comprobante`
        : null,
    payHref: paymentMethod === 'mercadopago' ? `${path}/pago` : null,
  };
}

/**
 * /payment (decision 0010): how to pay, never a card form. With `?pedido=` and a signed-in customer
 * it also shows that order's id and total and the link to upload the receipt (transfer orders) or
 * to its payment page (Mercado Pago orders).
 */
export default function PaymentRoute() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const pedidoId = params.get('pedido')?.trim() ?? '';
  const orderState = useOrderToPay(pedidoId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle title={t('documentTitle')} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {orderState && <PaymentOrderSummary state={orderState} />}
        <PaymentInstructions />
        <Box>
          <Button component={RouterLink} to="/orders">
            {t('orders')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}

export const head: StaticHead = { title: 'payment:documentTitle' };
