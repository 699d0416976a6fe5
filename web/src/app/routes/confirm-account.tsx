import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormPage } from '../../components/form-page.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ConfirmAccountForm } from '../../features/auth/components/confirm-account-form.tsx';
import { readNavState } from '../nav-state.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /confirm-account: reached from the sign-up with the username in the navigation state (shown
 * read-only, with the sign-up's success message), or directly, to confirm later by typing the
 * username.
 */
export default function ConfirmAccountRoute() {
  const { t } = useTranslation('auth');
  const state = readNavState(useLocation().state);
  return (
    <FormPage title={t('confirm.title')} intro={t('confirm.intro')}>
      {state.signedUp && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('signUp.success')}
        </Alert>
      )}
      <ConfirmAccountForm username={state.username} returnTo={state.returnTo} />
      <AuthLinks links={[{ to: '/login', label: t('forgot.backToLogin') }]} />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:confirm.title' };
