import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to load or render (e.g. a chunk could not be fetched offline). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4, maxWidth: 600, mx: 'auto' }}>
      <Alert
        severity="error"
        action={<Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>}
      >
        {t('routeError.message')}
      </Alert>
    </Box>
  );
}
