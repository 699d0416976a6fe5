import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  PASSWORD_MIN,
  preloadPasswordEstimator,
  type ChangePasswordInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { withStrongPassword } from '../../../lib/strong-password.ts';
import { changePassword } from '../api/change-password.ts';
import s from './account.module.css';
import '../texts.ts';

type Output = z.output<typeof changePasswordSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
} as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change of /account: current, new and its confirmation. A wrong current password is
 * marked on its field with the server's message; a common or guessable new one with the reason.
 * Static CSS (account.module.css, decision 0030); the fields are components/password-field.tsx.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const schema = useMemo(
    () => withStrongPassword(changePasswordSchema, 'newPassword', () => ({ username })),
    [username],
  );
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: Output) => {
    setNotice(null);
    try {
      await changePassword(values);
      reset(EMPTY);
      setNotice({ severity: 'success', text: t('password.changed') });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setNotice({ severity: 'error', text: errorMessage(error, t('password.error')) });
    }
  };

  return (
    <section aria-labelledby="password-title" className={`${s.paper} ${s.section}`} data-card="">
      <h2 id="password-title" className={`${page.h2} ${s.passwordTitle}`}>
        {t('password.title')}
      </h2>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="password-title"
        className={s.passwordForm}
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {FIELDS.map((name) => (
          <PasswordField
            key={name}
            label={t(`password.fields.${name}`)}
            autoComplete={AUTOCOMPLETE[name]}
            required
            error={Boolean(errors[name])}
            helperText={
              fieldErrorText(t, errors[name]?.message) ??
              (name === 'newPassword' ? t('password.help', { min: PASSWORD_MIN }) : ' ')
            }
            onFocus={name === 'newPassword' ? preloadPasswordEstimator : undefined}
            {...register(name)}
          />
        ))}
        {notice && (
          <Notice
            severity={notice.severity}
            icon={notice.severity === 'success' ? <SuccessOutlinedIcon /> : undefined}
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </Notice>
        )}
        <div className={s.passwordSubmit}>
          <button
            type="submit"
            className={`${ui.base} ${ui.button} ${ui.large} ${ui.outlined}`}
            disabled={isSubmitting}
          >
            {t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
