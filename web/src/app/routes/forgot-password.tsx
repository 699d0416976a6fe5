import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import type { StaticHead } from '../page-module.ts';

/** /forgot-password: the two-step reset and a link back to /login. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('forgot.title')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
      <AuthLinks links={[{ to: '/login', label: t('forgot.backToLogin') }]} />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'auth:forgot.title' };
