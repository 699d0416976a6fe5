import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeSchema, type SubscribeInput } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { requestLeave } from '../api/subscriptions.ts';
import '../texts.ts';

/**
 * The newsletter's botón de baja (decision 0020): an address asks to leave without a mailed link
 * at hand; the server mails that address the one link that ends the subscription. The answer is
 * the same whether or not the address is subscribed.
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
      <Alert severity="success" role="status">
        {t('leave.sent', { email: sentTo })}
      </Alert>
    );
  }
  const emailError = errors.email?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
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
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('leave.sending') : t('leave.submit')}
        </Button>
      </Box>
    </Box>
  );
}
