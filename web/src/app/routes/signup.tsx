import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormPage } from '../../components/form-page.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ProviderButtons } from '../../features/auth/components/provider-buttons.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { readNavState } from '../nav-state.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /signup: the sign-up form, Google sign-up and the previous shop's accounts
 * when configured, a link to /login.
 */
export default function SignUpRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // A catering quote's link sent the shopper here: after confirming the account, sign-in returns there.
  const { returnTo } = readNavState(useLocation().state);
  return (
    <FormPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <SignUpForm
        onSignedUp={(username) =>
          void navigate('/confirm-account', { state: { username, signedUp: true, returnTo } })
        }
      />
      <ProviderButtons mode="signUp" />
      <AuthLinks
        links={[{ to: '/login', label: t('signUp.haveAccount'), state: returnTo ? { returnTo } : undefined }]}
      />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:signUp.title' };
