import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSigningOut } from '../hooks/use-logout.ts';

/**
 * "Cerrando Mi Sessión" at the top right while a logout is under way.
 * Loaded lazily by the header only once a logout starts.
 */
export default function LogoutSnackbar() {
  const { t } = useTranslation();
  const signingOut = useSigningOut();
  return (
    <Snackbar open={signingOut} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Alert severity="success" variant="filled" role="status" sx={{ width: '100%', boxShadow: 3 }}>
        {t('menu.signingOut')}
      </Alert>
    </Snackbar>
  );
}
