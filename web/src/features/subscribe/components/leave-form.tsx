import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeSchema, type SubscribeInput } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { requestLeave } from '../api/subscriptions.ts';
import '../texts.ts';
import s from './subscribe-pages.module.css';

/**
 * The newsletter's botón de baja (decision 0020): an address asks to leave without a mailed link
 * at hand; the server mails that address the one link that ends the subscription. The answer is
 * the same whether or not the address is subscribed. Static CSS, no MUI (decision 0030).
 */
export function LeaveForm() {
  const { t } = useTranslation('promotions');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({
    resolver: zodResolver(subscribeSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: SubscribeInput) => {
    setFailure(null);
    try {
      await requestLeave(email);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(errorMessage(error, t('leave.failed')));
    }
  };

  if (sentTo) {
    return (
      <Notice severity="success" icon={<SuccessOutlinedIcon width="1em" height="1em" />} role="status">
        {t('leave.sent', { email: sentTo })}
      </Notice>
    );
  }
  const emailError = errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
      <TextField
        label={t('leave.email')}
        type="email"
        autoComplete="email"
        required
        error={!!emailError}
        helperText={emailError ? <span role="alert">{t(emailError, { ns: 'common' })}</span> : undefined}
        {...register('email')}
      />
      {failure && (
        <Notice severity="error" role="alert">
          {failure}
        </Notice>
      )}
      <div>
        <button
          type="submit"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('leave.sending') : t('leave.submit')}
        </button>
      </div>
    </form>
  );
}
