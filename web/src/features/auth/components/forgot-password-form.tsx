import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
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
import { NO_REQUIRED_MARK } from '../../../components/form-page.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { withStrongPassword } from '../../../lib/strong-password.ts';
import { requestPasswordReset, resetPassword } from '../api/password-reset.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { OtpField } from './otp-field.tsx';
import { UsernameField } from './username-field.tsx';
import '../texts.ts';

type Notice = { severity: 'success' | 'error'; text: string };

/** Step 2's schema with the password-strength check; the e-mail is the server's secret. */
const resetSchema = withStrongPassword(resetPasswordSchema, 'password', (v) => ({ username: v.username }));

function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}

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
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1 }}>
      <UsernameField registration={register('username')} errorMessage={errors.username?.message} />
      <NoticeAlert notice={notice} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ mt: 1 }}>
        {t('forgot.requestSubmit')}
      </Button>
    </Box>
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
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1 }}>
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
        required
        slotProps={{ inputLabel: NO_REQUIRED_MARK }}
        error={Boolean(errors.password)}
        helperText={
          fieldErrorText(t, errors.password?.message) ?? t('signUp.passwordHelp', { min: PASSWORD_MIN })
        }
        onFocus={preloadPasswordEstimator}
        {...register('password')}
      />
      <NoticeAlert notice={notice} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done}>
          {t('forgot.resetSubmit')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          size="large"
          disabled={resending || done}
          onClick={() => void resend()}
        >
          {t('confirm.resend')}
        </Button>
      </Stack>
    </Box>
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
