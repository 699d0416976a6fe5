import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountSession } from './account-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { ReceiptUploadForm } from '../../features/orders/components/receipt-upload-form.tsx';
import '../../features/orders/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /pedidos/:pedidoId/comprobante: signed-in only; the payment receipt upload for one of the
 * customer's orders.
 */
export default function ReceiptUploadRoute() {
  const { t } = useTranslation('orders');
  const { pedidoId = '' } = useParams();
  return (
    <AccountSession>
      {() => (
        <AccountLayout title={t('receipt.title')}>
          <ReceiptUploadForm key={pedidoId} pedidoId={pedidoId} />
        </AccountLayout>
      )}
    </AccountSession>
  );
}

export const head: StaticHead = { title: 'orders:receipt.title' };
