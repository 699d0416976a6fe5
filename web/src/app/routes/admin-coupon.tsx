import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { AdminGate } from '../admin-gate.tsx';
import { useAdminCoupons } from '../../features/admin/api/get-coupons.ts';
import { AdminLayout, AdminLoading } from '../../features/admin/components/admin-layout.tsx';
import { CouponForm } from '../../features/admin/components/coupon-form.tsx';
import type { StaticHead } from '../page-module.ts';

/** /admin/coupons/new and /admin/coupons/:id: the coupon form, administrators only. */
export default function AdminCouponRoute() {
  return <AdminGate>{() => <CouponPage />}</AdminGate>;
}

function CouponPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const coupons = useAdminCoupons();
  const coupon = id === undefined ? undefined : coupons.data?.items.find((c) => c.id === id);
  const title =
    id === undefined
      ? t('couponForm.newTitle')
      : coupon
        ? t('couponForm.editTitle', { code: coupon.code })
        : t('coupons.title');
  return (
    <AdminLayout title={title}>
      <Button component={Link} to="/admin/coupons" sx={{ mb: 2 }}>
        ← {t('couponForm.back')}
      </Button>
      {id === undefined ? (
        <CouponForm />
      ) : coupons.isPending ? (
        <AdminLoading />
      ) : coupons.isError ? (
        <Alert severity="error">{t('loadFailed', { message: errorMessage(coupons.error, '') })}</Alert>
      ) : coupon ? (
        <CouponForm key={coupon.id} coupon={coupon} />
      ) : (
        <Alert severity="warning">{t('couponForm.notFound')}</Alert>
      )}
    </AdminLayout>
  );
}

export const head: StaticHead = { title: 'admin:title' };
