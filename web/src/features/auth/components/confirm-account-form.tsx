import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  confirmAccountSchema,
  OTP_LENGTH,
  TIMINGS,
  usernameOnlySchema,
  type ConfirmAccountInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { confirmAccount, resendConfirmationCode } from '../api/confirm-account.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { OtpField } from './otp-field.tsx';
import { UsernameField } from './username-field.tsx';
import '../texts.ts';
import s from './auth.module.css';
import { FormNotice } from './form-notice.tsx';

type Output = z.output<typeof confirmAccountSchema>;
type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The /confirm-account form: the username, read-only when it came from the sign-up (else typed, so
 * a shopper can confirm later), and the mailed code. A right code shows the success message and
 * leads to /login after TIMINGS.confirmRedirectMs; a wrong or expired one shows the server's
 * message and can be retried; "Reenviar código" mails a new one.
 */
export function ConfirmAccountForm({
  username,
  returnTo,
}: {
  username?: string;
  /** Handed on to /login: where sign-in returns to (a catering quote's link). */
  returnTo?: string;
}) {
  const { t } = useTranslation('auth');
  const navigateLater = useDelayedNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmAccountInput, unknown, Output>({
    resolver: zodResolver(confirmAccountSchema),
    mode: 'onTouched',
    defaultValues: { username: username ?? '', code: '' },
  });

  const onSubmit = async (values: Output) => {
    setNotice(null);
    try {
      await confirmAccount(values);
      setConfirmed(true);
      setNotice({ severity: 'success', text: t('confirm.success') });
      navigateLater('/login', TIMINGS.confirmRedirectMs, {
        state: { username: values.username, ...(returnTo ? { returnTo } : {}) },
      });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['username', 'code']);
      setNotice({ severity: 'error', text: errorMessage(error, t('confirm.error')) });
    }
  };

  const resend = async () => {
    if (!(await trigger('username'))) return;
    const parsed = usernameOnlySchema.safeParse({ username: getValues('username') });
    if (!parsed.success) return;
    setResending(true);
    setNotice(null);
    try {
      await resendConfirmationCode(parsed.data);
      setNotice({ severity: 'success', text: t('confirm.resent') });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, t('confirm.resendError')) });
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <UsernameField
        registration={register('username')}
        errorMessage={errors.username?.message}
        hint={username ? t('confirm.usernameFromSignUp') : ' '}
        readOnly={Boolean(username)}
      />
      <OtpField
        label={t('fields.code')}
        error={Boolean(errors.code)}
        helperText={fieldErrorText(t, errors.code?.message) ?? t('confirm.codeHelp', { count: OTP_LENGTH })}
        {...register('code')}
      />
      {/* role="alert" for both outcomes: the result of the code (and the coming redirect) is announced at once. */}
      <FormNotice notice={notice} role="alert" />
      <div className={s.actions}>
        <button
          type="submit"
          className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large}`}
          disabled={isSubmitting || confirmed}
        >
          {isSubmitting ? t('confirm.busy') : t('confirm.submit')}
        </button>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.outlined} ${ui.large}`}
          disabled={resending || confirmed}
          onClick={() => void resend()}
        >
          {t('confirm.resend')}
        </button>
      </div>
    </form>
  );
}
