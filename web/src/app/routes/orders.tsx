import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';

/**
 * /orders (SPEC.md sections 2, 6): signed-in only. The table of web orders comes with web orders
 * (issue 4); until then the page says where they will appear, so the account menus lead somewhere.
 */
export default function OrdersRoute() {
  const { t } = useTranslation('account');
  return (
    <RequireSession>
      {() => (
        <AccountLayout title={t('orders.title')}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('orders.placeholder')}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('orders.hint')}
            </Typography>
            <Button component={RouterLink} to="/allProducts" variant="contained">
              {t('orders.shop')}
            </Button>
          </Paper>
        </AccountLayout>
      )}
    </RequireSession>
  );
}
