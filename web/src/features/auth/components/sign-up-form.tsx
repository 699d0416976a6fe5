import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN,
  preloadPasswordEstimator,
  signUpSchema,
  USERNAME_MAX,
  USERNAME_MIN,
  type SignUpInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../../components/feedback.tsx';
import { REQUIRED_NO_MARK } from '../../../components/form-page.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { withStrongPassword } from '../../../lib/strong-password.ts';
import { signUp } from '../api/sign-up.ts';
import s from './auth.module.css';
import { UsernameField } from './username-field.tsx';
import '../texts.ts';

type Output = z.output<typeof signUpSchema>;
const FIELDS = ['username', 'password', 'email'] as const;
/** The shared schema plus the password-strength check against the typed username and e-mail. */
const schema = withStrongPassword(signUpSchema, 'password', (v) => v);

/**
 * The /signup form: username, password (show/hide) and e-mail. On success the server has mailed a
 * code and `onSignedUp` receives the (normalised) username; on failure the server's message
 * (duplicate username, too many tries...) or "Error al crear la cuenta.". A common or guessable
 * password is refused under its field with the reason.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (username: string) => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', email: '' },
  });

  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      const created = await signUp(values);
      onSignedUp(created.username || values.username);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setFailure(errorMessage(error, t('signUp.error')));
    }
  };

  const help = (name: (typeof FIELDS)[number], hint?: string) =>
    fieldErrorText(t, errors[name]?.message) ?? hint ?? ' ';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <UsernameField
        registration={register('username')}
        errorMessage={errors.username?.message}
        hint={t('signUp.usernameHelp', { min: USERNAME_MIN, max: USERNAME_MAX })}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        {...REQUIRED_NO_MARK}
        error={Boolean(errors.password)}
        helperText={help('password', t('signUp.passwordHelp', { min: PASSWORD_MIN }))}
        onFocus={preloadPasswordEstimator}
        {...register('password')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...REQUIRED_NO_MARK}
        error={Boolean(errors.email)}
        helperText={help('email')}
        {...register('email')}
      />
      {failure && <Notice severity="error">{failure}</Notice>}
      <button
        type="submit"
        className={`${ui.base} ${ui.button} ${ui.contained} ${ui.large} ${s.submit}`}
        disabled={isSubmitting}
      >
        {isSubmitting ? t('signUp.busy') : t('signUp.submit')}
      </button>
    </form>
  );
}
