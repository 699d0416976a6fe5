import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../components/form-page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { GoogleButton } from '../../features/auth/components/google-button.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

/** /signup (SPEC.md section 2): the sign-up form, Google sign-up when configured, a link to /login. */
export default function SignUpRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  return (
    <FormPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <SignUpForm onSignedUp={(username) => void navigate('/confirm-account', { state: { username, signedUp: true } })} />
      {session.data?.googleEnabled && <GoogleButton mode="signUp" />}
      <AuthLinks links={[{ to: '/login', label: t('signUp.haveAccount') }]} />
    </FormPage>
  );
}
