import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../api/get-session.ts';
import { startProviderSignIn, type SignInProvider } from '../api/provider-sign-in.ts';
import '../texts.ts';

/** One provider's button: asks the server for the provider's sign-in address and goes there. */
function ProviderButton({
  provider,
  label,
  icon,
  errorText,
  hint,
}: {
  provider: SignInProvider;
  label: string;
  icon: ReactNode;
  errorText: string;
  hint?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = `${provider}-sign-in-hint`;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startProviderSignIn(provider);
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err, errorText));
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Button
        variant="outlined"
        size="large"
        startIcon={icon}
        disabled={busy}
        onClick={() => void start()}
        aria-describedby={hint ? hintId : undefined}
      >
        {label}
      </Button>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {hint}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

/**
 * The other ways in under the /login and /signup forms, each only when the server says it is
 * configured (GET /api/session): "Ingresar con Google" / "Registrarse con Google" and "Ingresar con
 * tu cuenta anterior", the original shop's Cognito accounts. The providers come back through
 * /callback.
 */
export function ProviderButtons({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const google = session.data?.googleEnabled === true;
  const cognito = session.data?.cognitoEnabled === true;
  if (!google && !cognito) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Divider>{t('google.or')}</Divider>
      {google && (
        <ProviderButton
          provider="google"
          label={t(mode === 'signIn' ? 'google.signIn' : 'google.signUp')}
          icon={<GoogleIcon />}
          errorText={t('google.error')}
        />
      )}
      {cognito && (
        <ProviderButton
          provider="cognito"
          label={t('cognito.signIn')}
          icon={<HistoryIcon />}
          errorText={t('cognito.error')}
          hint={t('cognito.hint')}
        />
      )}
    </Box>
  );
}
