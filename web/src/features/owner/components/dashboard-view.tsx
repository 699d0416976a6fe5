import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArs, ORDER_STATUSES, PAYMENT_STATUSES, type PeriodFigures } from '@shop/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
import { useDashboard } from '../api/owner-api.ts';
import { CartRecoveryFiguresSection } from './cart-recovery-figures.tsx';
import { FunnelFiguresSection } from './funnel-figures.tsx';
import { formatDay } from '../day-format.ts';
import { OrdersExportForm } from './orders-export-form.tsx';
import { PushAlerts } from './push-alerts.tsx';
import '../texts.ts';

// The charts library (MUI X Charts, ~90 KB gzip) loads with the dashboard's figures, not with the
// back office's other pages.
const RevenueChart = lazy(() => import('./revenue-chart.tsx').then((m) => ({ default: m.RevenueChart })));
const BestSellersChart = lazy(() =>
  import('./revenue-chart.tsx').then((m) => ({ default: m.BestSellersChart })),
);

/**
 * /admin, the back office's landing: today's and this week's orders and revenue, orders
 * per status and per payment status, what cart reminders brought back (today, week, 30 days), the
 * shop's own funnel per day,
 * revenue per day of the last 30 days, best sellers, shortcuts
 * to tomorrow's production and the orders, the orders export and the order alerts.
 */
export function DashboardView() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const dashboard = useDashboard(lang);
  const d = dashboard.data;

  const figures = (title: string, note: string | null, f: PeriodFigures) => (
    <Paper variant="outlined" component="section" sx={{ p: 2, flex: '1 1 200px' }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0, fontWeight: 700, fontSize: '1.25rem' },
        }}
      >
        <dt>{t('dashboard.orders')}</dt>
        <dd>{f.orders}</dd>
        <dt>{t('dashboard.revenue')}</dt>
        <dd>{formatArs(f.revenue, lang)}</dd>
      </Box>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      <Box
        component="nav"
        aria-label={t('dashboard.shortcuts')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <Button variant="contained" component={Link} to="/admin/production">
          {t('dashboard.productionTomorrow')}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/orders">
          {t('dashboard.allOrders')}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/reviews">
          {t('dashboard.reviews')}
        </Button>
      </Box>
      {dashboard.isPending ? (
        <AdminLoading />
      ) : dashboard.isError || !d ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void dashboard.refetch()}>{t('admin:retry')}</Button>}
        >
          {t('admin:loadFailed', { message: errorMessage(dashboard.error, '') })}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {figures(t('dashboard.today'), formatDay(d.today, lang), d.todayFigures)}
            {figures(
              t('dashboard.week'),
              t('dashboard.weekFrom', { date: formatDay(d.weekStart, lang, 'none') }),
              d.weekFigures,
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.countedNote')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <AdminSection title={t('dashboard.byStatus')}>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {ORDER_STATUSES.map((s) => (
                  <li key={s}>
                    <Chip
                      component={Link}
                      to={`/admin/orders?status=${s}`}
                      clickable
                      variant="outlined"
                      label={`${t(`admin:status.${s}`)}: ${d.byStatus[s] ?? 0}`}
                    />
                  </li>
                ))}
              </Box>
            </AdminSection>
            <AdminSection title={t('dashboard.byPayment')}>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {PAYMENT_STATUSES.map((s) => (
                  <li key={s}>
                    <Chip
                      component={Link}
                      to={`/admin/orders?payment=${s}`}
                      clickable
                      variant="outlined"
                      label={`${t(`admin:paymentStatus.${s}`)}: ${d.byPayment[s] ?? 0}`}
                    />
                  </li>
                ))}
              </Box>
            </AdminSection>
          </Box>
          <CartRecoveryFiguresSection />
          <FunnelFiguresSection />
          <AdminSection title={t('dashboard.revenueByDay')}>
            <Suspense fallback={<AdminLoading />}>
              <RevenueChart days={d.revenueByDay} />
            </Suspense>
          </AdminSection>
          <AdminSection title={t('dashboard.bestSellers')}>
            {d.bestSellers.length === 0 ? (
              <Typography>{t('dashboard.noSales')}</Typography>
            ) : (
              <>
                <Suspense fallback={<AdminLoading />}>
                  <BestSellersChart items={d.bestSellers} />
                </Suspense>
                <Box component="ol" sx={{ m: 0, pl: 3 }}>
                  {d.bestSellers.map((b) => (
                    <li key={b.productId}>
                      {b.title}: {t('production.unitsShort', { count: b.units })} ·{' '}
                      {formatArs(b.revenue, lang)}
                    </li>
                  ))}
                </Box>
              </>
            )}
          </AdminSection>
        </>
      )}
      <OrdersExportForm />
      <PushAlerts />
    </Stack>
  );
}
