import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from '../../components/feedback.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { SuccessOutlinedIcon } from '../../components/page-icons.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import s from '../../features/auth/components/auth.module.css';
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
        <Notice
          severity="success"
          role="status"
          icon={<SuccessOutlinedIcon width="1em" height="1em" />}
          className={s.signedUp}
        >
          {t('signUp.success')}
        </Notice>
      )}
      <ConfirmAccountForm username={state.username} returnTo={state.returnTo} />
      <AuthLinks links={[{ to: '/login', label: t('forgot.backToLogin') }]} />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:confirm.title' };
