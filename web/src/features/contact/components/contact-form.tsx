import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, buildContactMessage, contactMessageSchema, whatsappUrl } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../../components/feedback.tsx';
import { SendIcon, SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { currentLang } from '../../../lib/i18n.ts';
import s from './contact.module.css';

type ContactInput = z.input<typeof contactMessageSchema>;
type ContactOutput = z.output<typeof contactMessageSchema>;

/**
 * Contact form of /contact: name, e-mail (format checked), phone and a message of at most
 * 400 characters with a visible counter. Submitting opens a WhatsApp chat in a new tab with the
 * four values prefilled; this page stays where it is. Static CSS, no MUI (decision 0030).
 */
export function ContactForm({ whatsapp }: { whatsapp: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const messageLength = (watch('message') ?? '').length;

  const onSubmit = (values: ContactOutput) => {
    window.open(
      whatsappUrl(whatsapp, buildContactMessage(values, currentLang())),
      '_blank',
      'noopener,noreferrer',
    );
    setSent(true);
  };

  // Errors are i18n keys from the shared schema; role="alert" makes each one announced when it appears.
  const errorText = (key: keyof ContactInput) => {
    const message = errors[key]?.message;
    return message ? <span role="alert">{t(message)}</span> : undefined;
  };

  return (
    <section aria-labelledby="contact-form-title" className={s.card}>
      <h2 id="contact-form-title" className={s.title}>
        {t('contact.form.title')}
      </h2>
      <p className={s.lead}>{t('contact.form.intro')}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
        <TextField
          label={t('contact.form.name')}
          autoComplete="name"
          required
          error={!!errors.name}
          helperText={errorText('name')}
          {...register('name')}
        />
        <TextField
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={errorText('email')}
          {...register('email')}
        />
        <TextField
          label={t('contact.form.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={!!errors.phone}
          helperText={errorText('phone')}
          {...register('phone')}
        />
        <TextField
          label={t('contact.form.message')}
          required
          multiline
          minRows={4}
          error={!!errors.message}
          helperText={
            <span className={s.helperRow}>
              <span>{errorText('message')}</span>
              <span
                className={messageLength > CONTACT_MESSAGE_MAX ? `${s.counter} ${s.counterOver}` : s.counter}
              >
                {t('contact.form.counter', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
              </span>
            </span>
          }
          {...register('message')}
        />
        <div>
          <button type="submit" className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained}`}>
            {t('contact.form.submit')}
            <span className={ui.endIcon}>
              <SendIcon />
            </span>
          </button>
        </div>
        {sent && (
          <Notice severity="success" role="status" icon={<SuccessOutlinedIcon />}>
            {t('contact.form.sent')}
          </Notice>
        )}
      </form>
    </section>
  );
}
