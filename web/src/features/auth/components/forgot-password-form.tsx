import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  OTP_LENGTH,
  PASSWORD_MIN,
  preloadPasswordEstimator,
  resetPasswordSchema,
  TIMINGS,
  usernameOnlySchema,
  type ResetPasswordInput,
  type UsernameOnlyInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { withStrongPassword } from '../../../lib/strong-password.ts';
import { requestPasswordReset, resetPassword } from '../api/password-reset.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { OtpField } from './otp-field.tsx';
import { UsernameField } from './username-field.tsx';
import '../texts.ts';
import s from './auth.module.css';
import { FormNotice } from './form-notice.tsx';

type Notice = { severity: 'success' | 'error'; text: string };

/** Step 2's schema with the password-strength check; the e-mail is the server's secret. */
const resetSchema = withStrongPassword(resetPasswordSchema, 'password', (v) => ({ username: v.username }));

/** Step 1: the username; the server mails a code (and answers the same for unknown accounts). */
function RequestStep({ onRequested }: { onRequested: (username: string) => void }) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UsernameOnlyInput, unknown, z.output<typeof usernameOnlySchema>>({
    resolver: zodResolver(usernameOnlySchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const onSubmit = async (values: z.output<typeof usernameOnlySchema>) => {
    setNotice(null);
    try {
      await requestPasswordReset(values);
      onRequested(values.username);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['username']);
      setNotice({ severity: 'error', text: errorMessage(error, t('forgot.requestError')) });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <UsernameField registration={register('username')} errorMessage={errors.username?.message} />
      <FormNotice notice={notice} />
      <button
        type="submit"
        className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large} ${s.submit}`}
        disabled={isSubmitting}
      >
        {t('forgot.requestSubmit')}
      </button>
    </form>
  );
}

/** Step 2: the mailed code and the new password; success leads to /login after TIMINGS.resetRedirectMs. */
function ResetStep({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const navigateLater = useDelayedNavigate();
  const [notice, setNotice] = useState<Notice | null>({ severity: 'success', text: t('forgot.codeSent') });
  const [done, setDone] = useState(false);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    defaultValues: { username, code: '', password: '' },
  });
  const onSubmit = async (values: z.output<typeof resetPasswordSchema>) => {
    setNotice(null);
    try {
      await resetPassword(values);
      setDone(true);
      setNotice({ severity: 'success', text: t('forgot.success') });
      navigateLater('/login', TIMINGS.resetRedirectMs, { state: { username: values.username } });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['code', 'password']);
      setNotice({ severity: 'error', text: errorMessage(error, t('forgot.resetError')) });
    }
  };
  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      await requestPasswordReset({ username });
      setNotice({ severity: 'success', text: t('forgot.codeSent') });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, t('forgot.requestError')) });
    } finally {
      setResending(false);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <UsernameField registration={register('username')} readOnly />
      <OtpField
        label={t('fields.code')}
        error={Boolean(errors.code)}
        helperText={fieldErrorText(t, errors.code?.message) ?? t('confirm.codeHelp', { count: OTP_LENGTH })}
        {...register('code')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        {...REQUIRED_NO_MARK}
        error={Boolean(errors.password)}
        helperText={
          fieldErrorText(t, errors.password?.message) ?? t('signUp.passwordHelp', { min: PASSWORD_MIN })
        }
        onFocus={preloadPasswordEstimator}
        {...register('password')}
      />
      <FormNotice notice={notice} />
      <div className={s.actions}>
        <button
          type="submit"
          className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large}`}
          disabled={isSubmitting || done}
        >
          {t('forgot.resetSubmit')}
        </button>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.outlined} ${ui.large}`}
          disabled={resending || done}
          onClick={() => void resend()}
        >
          {t('confirm.resend')}
        </button>
      </div>
    </form>
  );
}

/**
 * The two-step /forgot-password form: step 1 asks for the username and mails a code ("Código
 * enviado a tu correo."), step 2 takes the code and the new password.
 */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState<string | null>(null);
  return username === null ? <RequestStep onRequested={setUsername} /> : <ResetStep username={username} />;
}
