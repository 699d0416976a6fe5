import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRestoreCart } from '../hooks/use-restore-cart.ts';

/** Above the cart: what a reminder's restore link did (nothing without one in the address). */
export function RestoredCartNotice() {
  const { t } = useTranslation('cart');
  const state = useRestoreCart();
  if (state.status === 'none') return null;
  if (state.status === 'working') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('restore.working')}</Typography>
      </Box>
    );
  }
  if (state.status === 'restored') {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {state.count > 0 ? t('restore.done', { count: state.count }) : t('restore.nothingLeft')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {state.message ?? t('restore.failed')}
    </Alert>
  );
}
