import { useState } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, buildContactMessage, contactMessageSchema, whatsappUrl } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLang } from '../../../lib/i18n.ts';

type ContactInput = z.input<typeof contactMessageSchema>;
type ContactOutput = z.output<typeof contactMessageSchema>;

/**
 * Contact form of /contact: name, e-mail (format checked), phone and a message of at most
 * 400 characters with a visible counter. Submitting opens a WhatsApp chat in a new tab with the
 * four values prefilled; this page stays where it is.
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
    <Paper
      component="section"
      aria-labelledby="contact-form-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h2" id="contact-form-title" sx={{ mb: 1 }}>
        {t('contact.form.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('contact.form.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
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
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{errorText('message')}</span>
              <Box
                component="span"
                sx={{
                  flex: 'none',
                  color: messageLength > CONTACT_MESSAGE_MAX ? 'error.main' : 'text.secondary',
                }}
              >
                {t('contact.form.counter', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
              </Box>
            </Box>
          }
          {...register('message')}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />}>
            {t('contact.form.submit')}
          </Button>
        </Box>
        {sent && (
          <Alert severity="success" role="status">
            {t('contact.form.sent')}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
