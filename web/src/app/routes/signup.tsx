import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../components/form-page.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ProviderButtons } from '../../features/auth/components/provider-buttons.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

/**
 * /signup (SPEC.md section 2): the sign-up form, Google sign-up and the previous shop's accounts
 * (issue 11) when configured, a link to /login.
 */
export default function SignUpRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <FormPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <SignUpForm
        onSignedUp={(username) => void navigate('/confirm-account', { state: { username, signedUp: true } })}
      />
      <ProviderButtons mode="signUp" />
      <AuthLinks links={[{ to: '/login', label: t('signUp.haveAccount') }]} />
    </FormPage>
  );
}
