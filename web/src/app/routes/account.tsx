import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import type { StaticHead } from '../page-module.ts';

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
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ProfileForm />
            {user.isFromGoogle ? (
              <Typography color="text.secondary">{t('password.google')}</Typography>
            ) : (
              <ChangePasswordForm username={user.username} />
            )}
          </Box>
        </AccountLayout>
      )}
    </RequireSession>
  );
}

export const head: StaticHead = { title: 'account:title' };
