import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../api/get-session.ts';
import { startProviderSignIn, type SignInProvider } from '../api/provider-sign-in.ts';
import '../texts.ts';
import s from './auth.module.css';
import { GoogleIcon, HistoryIcon } from './provider-icons.tsx';

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
    <div className={s.provider}>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.outlined} ${ui.large}`}
        disabled={busy}
        onClick={() => void start()}
        aria-describedby={hint ? hintId : undefined}
      >
        <span className={`${ui.startIcon} ${s.providerIcon}`}>{icon}</span>
        {label}
      </button>
      {hint && (
        <p id={hintId} className={`${page.body2} ${page.secondary} ${s.hint}`}>
          {hint}
        </p>
      )}
      {error && <Notice severity="error">{error}</Notice>}
    </div>
  );
}

/**
 * The other ways in under the /login and /signup forms, each only when the server says it is
 * configured (GET /api/session): "Ingresar con Google" / "Registrarse con Google" and "Ingresar con
 * tu cuenta anterior", the original shop's Cognito accounts. The providers come back through
 * /callback. Static CSS (decision 0030).
 */
export function ProviderButtons({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const google = session.data?.googleEnabled === true;
  const cognito = session.data?.cognitoEnabled === true;
  if (!google && !cognito) return null;
  return (
    <div className={s.providers}>
      <div role="separator" aria-orientation="horizontal" className={s.divider}>
        <span>{t('google.or')}</span>
      </div>
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
    </div>
  );
}
