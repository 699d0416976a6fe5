import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import type { StaticHead } from '../page-module.ts';
import page from '../../components/page.module.css';
import s from '../../features/account/components/account.module.css';

/**
 * /account: signed-in only (a signed-out visitor goes to /login): the account menu, the profile
 * form and, for accounts with a password, the password change.
 */
export default function AccountRoute() {
  const { t } = useTranslation('account');
  return (
    <RequireSession>
      {(user) => (
        <AccountLayout title={t('title')} subtitle={t('greeting', { name: user.name || user.username })}>
          <div className={s.stack}>
            <ProfileForm />
            {user.isFromGoogle ? (
              <p className={`${page.body1} ${page.secondary}`}>{t('password.google')}</p>
            ) : (
              <ChangePasswordForm username={user.username} />
            )}
          </div>
        </AccountLayout>
      )}
    </RequireSession>
  );
}

export const head: StaticHead = { title: 'account:title' };
