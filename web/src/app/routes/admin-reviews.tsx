import { useTranslation } from 'react-i18next';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { ReviewsAdmin } from '../../features/owner/components/reviews-admin.tsx';
import '../../features/owner/texts.ts';

/** /admin/reviews (issue 19): every review, hide or show one; administrators only. Rendered in the browser. */
export default function AdminReviewsRoute() {
  const { t } = useTranslation('owner');
  return (
    <AdminGate>
      {() => (
        <AdminLayout title={t('reviews.title')}>
          <ReviewsAdmin />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
