import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { InvoicesList } from '../../features/admin/components/invoices-list.tsx';
import '../../lib/invoice-texts.ts';
import type { StaticHead } from '../page-module.ts';

/** /admin/invoices (decision 0021): electronic invoices and credit notes, administrators only. */
export default function AdminInvoicesRoute() {
  const { t } = useTranslation('invoices');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('title')}>
          <InvoicesList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
