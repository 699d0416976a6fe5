import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { WithdrawalsList } from '../../features/admin/components/withdrawals-list.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/withdrawals (decision 0020): the queue of withdrawal requests, administrators only. */
export default function AdminWithdrawalsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('withdrawals.title')}>
          <WithdrawalsList />
        </AdminLayout>
      )}
    </AdminGate>
  );
}

export const head: StaticHead = { title: 'admin:title' };
