import { useState } from 'react';
import { Alert, Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useFunnel } from '../api/owner-api.ts';
import { formatDay } from '../day-format.ts';
import { FiguresCard } from './figures-card.tsx';
import '../texts.ts';

/**
 * The dashboard's "Embudo de la tienda": product views, carts started, checkouts begun and orders
 * per Argentina day over the last 30 days, newest first, counted by the shop itself (beacons, no
 * cookies, no third party; server/src/modules/funnel), with the 30 days' totals first. On a phone,
 * where each day is a card, the last 7 days show until "Ver los 30 días".
 */
/** Days shown as cards on a phone before "Ver los 30 días". */
const PHONE_DAYS = 7;

export function FunnelFiguresSection() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const funnel = useFunnel();
  const days = funnel.data?.days;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [allDays, setAllDays] = useState(false);
  const shownDays = phone && !allDays ? PHONE_DAYS : Infinity;
  type Counts = { productViews: number; cartsStarted: number; checkoutsBegun: number; orders: number };
  const columns: { header: string; value: (d: Counts) => number }[] = [
    { header: t('dashboard.funnel.views'), value: (d) => d.productViews },
    { header: t('dashboard.funnel.carts'), value: (d) => d.cartsStarted },
    { header: t('dashboard.funnel.checkouts'), value: (d) => d.checkoutsBegun },
    { header: t('dashboard.funnel.orders'), value: (d) => d.orders },
  ];
  const total = (days ?? []).reduce(
    (sum, d) => ({
      productViews: sum.productViews + d.productViews,
      cartsStarted: sum.cartsStarted + d.cartsStarted,
      checkoutsBegun: sum.checkoutsBegun + d.checkoutsBegun,
      orders: sum.orders + d.orders,
    }),
    { productViews: 0, cartsStarted: 0, checkoutsBegun: 0, orders: 0 },
  );
  return (
    <AdminSection title={t('dashboard.funnel.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('dashboard.funnel.intro')}
      </Typography>
      {funnel.isPending ? (
        <AdminLoading />
      ) : funnel.isError || !days ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void funnel.refetch()}>{t('admin:retry')}</Button>}
        >
          {t('admin:loadFailed', { message: errorMessage(funnel.error, '') })}
        </Alert>
      ) : (
        <ResponsiveTable
          items={[
            { key: 'total', label: t('dashboard.recovery.last30'), counts: total, strong: true },
            ...[...days]
              .reverse()
              .slice(0, shownDays)
              .map((d) => ({
                key: d.date,
                label: formatDay(d.date, lang, 'short'),
                counts: d as Counts,
                strong: false,
              })),
          ]}
          getKey={(row) => row.key}
          label={t('dashboard.funnel.title')}
          columns={[
            {
              header: t('dashboard.date'),
              cell: (row) => row.label,
              rowHeader: true,
              sx: { fontWeight: 700 },
            },
            ...columns.map((c) => ({
              header: c.header,
              align: 'right' as const,
              nowrap: true,
              cell: (row: { counts: Counts }) => c.value(row.counts),
            })),
          ]}
          renderCard={(row) => (
            <FiguresCard
              title={row.label}
              strong={row.strong}
              figures={columns.map((c) => [c.header, c.value(row.counts)] as const)}
            />
          )}
          cardSpacing={1}
        />
      )}
      {days && phone && !allDays && days.length > PHONE_DAYS && (
        <Button onClick={() => setAllDays(true)} sx={{ mt: 1 }}>
          {t('dashboard.funnel.showAll')}
        </Button>
      )}
    </AdminSection>
  );
}
