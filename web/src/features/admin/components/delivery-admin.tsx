import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeliverySettings } from '../api/get-delivery-settings.ts';
import { useDeliveryZones } from '../api/get-delivery-zones.ts';
import { usePickupPoints } from '../api/get-pickup-points.ts';
import { usePaymentDeadlines } from '../api/get-payment-deadlines.ts';
import { AdminLoading, AdminSection } from './admin-layout.tsx';
import { DeliveryOptionList } from './delivery-options.tsx';
import { DeliverySettingsForm } from './delivery-settings-form.tsx';
import { PaymentDeadlinesForm } from './payment-deadlines-form.tsx';
import '../delivery-texts.ts';

/** One section's data: loading, a failure with retry, or its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed', { message: errorMessage(query.error, '') })}
      </Alert>
    );
  return query.data === undefined ? <AdminLoading /> : <>{children(query.data)}</>;
}

/**
 * /admin/delivery: the owner's delivery zones, pickup points and day rules (notice,
 * closed weekdays, blocked dates, capacity, days ahead) and the time unpaid orders keep their place
 *. Checkout offers every change at once.
 */
export function DeliveryAdmin() {
  const { t } = useTranslation('delivery');
  const zones = useDeliveryZones();
  const points = usePickupPoints();
  const settings = useDeliverySettings();
  const deadlines = usePaymentDeadlines();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminSection title={t('zones.title')}>
        <Loaded query={zones}>{(data) => <DeliveryOptionList kind="zones" items={data.items} />}</Loaded>
      </AdminSection>
      <AdminSection title={t('points.title')}>
        <Loaded query={points}>
          {(data) => <DeliveryOptionList kind="pickup-points" items={data.items} />}
        </Loaded>
      </AdminSection>
      <AdminSection title={t('settings.title')}>
        <Loaded query={settings}>{(data) => <DeliverySettingsForm settings={data} />}</Loaded>
      </AdminSection>
      <AdminSection title={t('deadlines.title')}>
        <Loaded query={deadlines}>{(data) => <PaymentDeadlinesForm deadlines={data} />}</Loaded>
      </AdminSection>
    </Box>
  );
}
