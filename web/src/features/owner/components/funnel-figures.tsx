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
import { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useFunnel } from '../api/owner-api.ts';
import { formatDay } from '../day-format.ts';
import '../texts.ts';

/**
 * The dashboard's "Embudo de la tienda": product views, carts started, checkouts begun and orders
 * per Argentina day over the last 30 days, newest first, counted by the shop itself (beacons, no
 * cookies, no third party; server/src/modules/funnel), with the 30 days' totals first.
 */
export function FunnelFiguresSection() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const funnel = useFunnel();
  const days = funnel.data?.days;
  const cells = (d: {
    productViews: number;
    cartsStarted: number;
    checkoutsBegun: number;
    orders: number;
  }) => (
    <>
      <TableCell align="right">{d.productViews}</TableCell>
      <TableCell align="right">{d.cartsStarted}</TableCell>
      <TableCell align="right">{d.checkoutsBegun}</TableCell>
      <TableCell align="right">{d.orders}</TableCell>
    </>
  );
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
        <Box
          // It scrolls on a phone: a keyboard user must be able to scroll it too (a focusable region).
          tabIndex={0}
          role="region"
          aria-label={t('dashboard.funnel.title')}
          sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto' }}
        >
          <Table size="small" stickyHeader aria-label={t('dashboard.funnel.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.date')}</TableCell>
                <TableCell align="right">{t('dashboard.funnel.views')}</TableCell>
                <TableCell align="right">{t('dashboard.funnel.carts')}</TableCell>
                <TableCell align="right">{t('dashboard.funnel.checkouts')}</TableCell>
                <TableCell align="right">{t('dashboard.funnel.orders')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
                <TableCell component="th" scope="row">
                  {t('dashboard.recovery.last30')}
                </TableCell>
                {cells(total)}
              </TableRow>
              {[...days].reverse().map((d) => (
                <TableRow key={d.date}>
                  <TableCell component="th" scope="row">
                    {formatDay(d.date, lang, 'short')}
                  </TableCell>
                  {cells(d)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </AdminSection>
  );
}
