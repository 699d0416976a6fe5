import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatArs, type CartRecovery } from '@shop/domain';
import { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCartRecoveryFigures } from '../api/owner-api.ts';
import { FiguresCard } from './figures-card.tsx';
import '../texts.ts';

/**
 * The dashboard's "Carritos recordados" (decisions 0024 and 0031): carts reminded, carts restored,
 * orders placed from a restored cart and their revenue, for today, this week and the last 30 days
 * (the dashboard's own periods, Argentina days). A table, one row per period; cards on a phone.
 */
export function CartRecoveryFiguresSection() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const figures = useCartRecoveryFigures();
  const d = figures.data;
  const periods: { label: string; figures: CartRecovery }[] = d
    ? [
        // The periods' dates are on the dashboard's cards above; short labels keep the table narrow.
        { label: t('dashboard.today'), figures: d.todayFigures },
        { label: t('dashboard.week'), figures: d.weekFigures },
        { label: t('dashboard.recovery.last30'), figures: d.last30Figures },
      ]
    : [];
  const columns = [
    { header: t('dashboard.recovery.reminded'), value: (f: CartRecovery) => f.reminded },
    { header: t('dashboard.recovery.restored'), value: (f: CartRecovery) => f.restored },
    { header: t('dashboard.recovery.orders'), value: (f: CartRecovery) => f.orders },
    { header: t('dashboard.recovery.revenue'), value: (f: CartRecovery) => formatArs(f.revenueArs, lang) },
  ];
  return (
    <AdminSection title={t('dashboard.recovery.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('dashboard.recovery.intro')}
      </Typography>
      {figures.isPending ? (
        <AdminLoading />
      ) : figures.isError || !d ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void figures.refetch()}>{t('admin:retry')}</Button>}
        >
          {t('admin:loadFailed', { message: errorMessage(figures.error, '') })}
        </Alert>
      ) : (
        <ResponsiveTable
          items={periods}
          getKey={(p) => p.label}
          label={t('dashboard.recovery.title')}
          columns={[
            { header: t('dashboard.recovery.period'), cell: (p) => p.label, rowHeader: true },
            ...columns.map((c) => ({
              header: c.header,
              align: 'right' as const,
              nowrap: true,
              cell: (p: (typeof periods)[number]) => c.value(p.figures),
            })),
          ]}
          renderCard={(p) => (
            <FiguresCard
              title={p.label}
              figures={columns.map((c) => [c.header, c.value(p.figures)] as const)}
            />
          )}
          cardSpacing={1}
        />
      )}
    </AdminSection>
  );
}
