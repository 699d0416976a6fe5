import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  WITHDRAWAL_REASON_MAX,
  withdrawalRequestSchema,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawalRequestInput,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import s from './withdrawal.module.css';
import '../texts.ts';

type Field = keyof WithdrawalRequestInput;
const FIELDS: readonly Field[] = ['orderNumber', 'name', 'email', 'phone', 'reason'];

/** "28 de noviembre de 2026, 10:15" in Argentina's time, in the page's language. */
function argentinaDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-AR', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));
}

/**
 * The withdrawal form (docs/decisions/0020-withdrawal-button.md): order number or phone, name,
 * e-mail and an optional reason; no sign-in. On sending, the request code replaces the form (and
 * is announced), with when it was received; the server's field errors mark their fields. Static CSS
 * and the shop's own text fields (decision 0030).
 */
export function WithdrawalForm() {
  const { t, i18n } = useTranslation('withdrawal');
  const [receipt, setReceipt] = useState<{ code: string; receivedAt: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawalRequestInput, unknown, WithdrawalRequest>({
    resolver: zodResolver(withdrawalRequestSchema),
    mode: 'onTouched',
    defaultValues: { orderNumber: '', name: '', email: '', phone: '', reason: '' },
  });

  const onSubmit = async (values: WithdrawalRequest) => {
    setFailure(null);
    try {
      const answer: WithdrawalReceipt = await requestWithdrawal(values);
      setReceipt({ ...answer, email: values.email });
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        for (const [field, key] of Object.entries(error.fields))
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: key });
      }
      setFailure(errorMessage(error, t('form.failed')));
    }
  };

  // Errors are i18n keys of the shared schema (common namespace); role="alert" announces each one.
  const errorText = (field: Field) => {
    const message = errors[field]?.message;
    return message ? <span role="alert">{t(message, { ns: 'common' })}</span> : undefined;
  };

  if (receipt) {
    return (
      <section aria-labelledby="withdrawal-done-title" className={s.card} data-card="">
        <div role="status">
          <h2 id="withdrawal-done-title" className={`${page.h2} ${s.doneTitle}`}>
            {t('done.title')}
          </h2>
          <p className={page.body1}>{t('done.code')}</p>
          <p className={s.code}>{receipt.code}</p>
          <p className={page.body2}>
            {t('done.when', { when: argentinaDateTime(receipt.receivedAt, i18n.language) })}
          </p>
          <p className={`${page.body2} ${s.mail}`}>{t('done.mail', { email: receipt.email })}</p>
        </div>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text} ${s.another}`}
          onClick={() => {
            reset();
            setReceipt(null);
          }}
        >
          {t('done.another')}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="withdrawal-form-title" className={s.card} data-card="">
      <h2 id="withdrawal-form-title" className={`${page.h2} ${s.formTitle}`}>
        {t('form.title')}
      </h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
        <TextField
          label={t('form.orderNumber')}
          error={!!errors.orderNumber}
          helperText={errorText('orderNumber') ?? t('form.orderNumberHelp')}
          autoCapitalize="none"
          spellCheck={false}
          {...register('orderNumber')}
        />
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          error={!!errors.name}
          helperText={errorText('name')}
          {...register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={errorText('email')}
          {...register('email')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          error={!!errors.phone}
          helperText={errorText('phone') ?? t('form.phoneHelp')}
          {...register('phone')}
        />
        <TextField
          label={t('form.reason')}
          multiline
          minRows={3}
          error={!!errors.reason}
          helperText={errorText('reason')}
          maxLength={WITHDRAWAL_REASON_MAX}
          {...register('reason')}
        />
        {failure && (
          <Notice severity="error" role="alert">
            {failure}
          </Notice>
        )}
        <div>
          <button
            type="submit"
            className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
