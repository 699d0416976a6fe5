import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { isEmailSignInName, signInSchema, TIMINGS, type SignInInput } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { Notice } from '../../../components/feedback.tsx';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { signIn } from '../api/sign-in.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { useRefreshSession } from '../hooks/use-refresh-session.ts';
import ui from '../../../components/ui.module.css';
import s from './auth.module.css';
import { UsernameField } from './username-field.tsx';
import '../texts.ts';

type Output = z.output<typeof signInSchema>;
// unverified: the account's e-mail is not confirmed; username: what /confirm-account can fill in.
type Failure = { text: string; unverified?: boolean; username?: string };

/**
 * The /login form: username (or the account's e-mail) and password, the submit disabled while busy,
 * failures in a red box (static CSS, decision 0030). Success re-reads the session (the header turns to "Cuenta") and goes to
 * /account after TIMINGS.loginRedirectMs. An account whose e-mail is not confirmed yet gets the
 * server's message (a new code is on its way) and a way to /confirm-account.
 */
export function SignInForm({
  username,
  returnTo = '/account',
}: {
  username?: string;
  /** Where a successful sign-in goes (a path of this shop); /account by default. */
  returnTo?: string;
}) {
  const { t } = useTranslation('auth');
  const refreshSession = useRefreshSession();
  const navigateLater = useDelayedNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, Output>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { username: username ?? '', password: '' },
  });

  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      await signIn(values);
      setSignedIn(true);
      await refreshSession();
      navigateLater(returnTo, TIMINGS.loginRedirectMs, { replace: true });
    } catch (error) {
      setFailure({
        text: errorMessage(error, t('login.error')),
        unverified: error instanceof ApiClientError && error.code === 'email_not_verified',
        // /confirm-account asks for the username: an e-mail typed here cannot fill it in.
        username: isEmailSignInName(values.username) ? undefined : values.username,
      });
    }
  };

  const busy = isSubmitting || signedIn;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <UsernameField
        label={t('fields.usernameOrEmail')}
        registration={register('username')}
        errorMessage={errors.username?.message}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        {...REQUIRED_NO_MARK}
        error={Boolean(errors.password)}
        helperText={fieldErrorText(t, errors.password?.message) ?? ' '}
        {...register('password')}
      />
      {failure && (
        <Notice
          severity="error"
          action={
            failure.unverified ? (
              <RouterLink
                to="/confirm-account"
                state={failure.username ? { username: failure.username } : undefined}
                className={`${ui.base} ${ui.button} ${s.alertAction}`}
              >
                {t('login.confirmNow')}
              </RouterLink>
            ) : undefined
          }
        >
          {failure.text}
        </Notice>
      )}
      {signedIn && (
        <Notice severity="success" role="status" icon={<SuccessOutlinedIcon width="1em" height="1em" />}>
          {t('login.success')}
        </Notice>
      )}
      <button
        type="submit"
        className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large} ${s.submit}`}
        disabled={busy}
      >
        {isSubmitting ? t('login.busy') : t('login.submit')}
      </button>
    </form>
  );
}
