import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormPage } from '../../components/form-page.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ProviderButtons } from '../../features/auth/components/provider-buttons.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { readNavState } from '../nav-state.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /login: username and password, then Google and the previous shop's accounts
 * when configured, links to /forgot-password and /signup. The username is pre-filled
 * when coming from the confirmation or the password reset; `returnTo` in the navigation state (a
 * catering quote's link) is where a successful sign-in goes instead of /account.
 */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const { username, returnTo } = readNavState(useLocation().state);
  return (
    <FormPage title={t('login.title')} intro={t('login.intro')}>
      <SignInForm username={username} returnTo={returnTo} />
      <ProviderButtons mode="signIn" />
      <AuthLinks
        links={[
          { to: '/forgot-password', label: t('login.forgot') },
          { to: '/signup', label: t('login.signUp'), state: returnTo ? { returnTo } : undefined },
        ]}
      />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:login.title' };
