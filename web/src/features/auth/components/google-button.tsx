import { useState } from 'react';
import { Alert, Box, Button, Divider } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { startGoogleSignIn } from '../api/google.ts';
import '../texts.ts';

/**
 * "Ingresar con Google" / "Registrarse con Google" (SPEC.md section 2): asks the server for the
 * provider's sign-in address and goes there; the provider comes back through /callback. Render it
 * only when the session says Google is configured.
 */
export function GoogleButton({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startGoogleSignIn();
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err, t('google.error')));
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Divider>{t('google.or')}</Divider>
      <Button variant="outlined" size="large" startIcon={<GoogleIcon />} disabled={busy} onClick={() => void start()}>
        {t(mode === 'signIn' ? 'google.signIn' : 'google.signUp')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
