import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatArs, type CartRecovery } from '@shop/domain';
import { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCartRecoveryFigures } from '../api/owner-api.ts';
import '../texts.ts';

/**
 * The dashboard's "Carritos recordados" (decisions 0024 and 0031): carts reminded, carts restored,
 * orders placed from a restored cart and their revenue, for today, this week and the last 30 days
 * (the dashboard's own periods, Argentina days). A table: one row per period.
 */
export function CartRecoveryFiguresSection() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const figures = useCartRecoveryFigures();
  const d = figures.data;
  const row = (label: string, f: CartRecovery) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{f.reminded}</TableCell>
      <TableCell align="right">{f.restored}</TableCell>
      <TableCell align="right">{f.orders}</TableCell>
      <TableCell align="right">{formatArs(f.revenueArs, lang)}</TableCell>
    </TableRow>
  );
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
        <Box
          // It scrolls on a phone: a keyboard user must be able to scroll it too (a focusable region).
          tabIndex={0}
          role="region"
          aria-label={t('dashboard.recovery.title')}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={t('dashboard.recovery.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.recovery.period')}</TableCell>
                <TableCell align="right">{t('dashboard.recovery.reminded')}</TableCell>
                <TableCell align="right">{t('dashboard.recovery.restored')}</TableCell>
                <TableCell align="right">{t('dashboard.recovery.orders')}</TableCell>
                <TableCell align="right">{t('dashboard.recovery.revenue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {/* The periods' dates are on the dashboard's cards above; short labels keep the table narrow. */}
              {row(t('dashboard.today'), d.todayFigures)}
              {row(t('dashboard.week'), d.weekFigures)}
              {row(t('dashboard.recovery.last30'), d.last30Figures)}
            </TableBody>
          </Table>
        </Box>
      )}
    </AdminSection>
  );
}
