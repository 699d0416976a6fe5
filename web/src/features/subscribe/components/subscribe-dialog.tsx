import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeSchema, type SubscribeInput } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiClientError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { subscribe } from '../api/subscriptions.ts';
import '../texts.ts';

type SubscribeOutput = z.output<typeof subscribeSchema>;

/**
 * The subscribe form (10 % off the first order): an e-mail → POST /api/subscribers → "we sent you a
 * link". The server's reason (a bad address, too many tries) shows under the field or above the
 * buttons.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  // Back closes the dialog, not the page.
  useBackToClose(open, onClose);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput, unknown, SubscribeOutput>({
    resolver: zodResolver(subscribeSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: SubscribeOutput) => {
    setFailure(null);
    try {
      await subscribe(email);
      setSentTo(email);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['email']) > 0) return;
      setFailure(
        error instanceof ApiClientError && error.status < 500 && error.message
          ? error.message
          : t('subscribe.failed'),
      );
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('subscribe.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
          {sentTo ? (
            <Alert severity="success" role="status">
              {t('subscribe.sent', { email: sentTo })}
            </Alert>
          ) : (
            <>
              <Typography>{t('subscribe.text')}</Typography>
              <TextField
                label={t('subscribe.email')}
                type="email"
                autoComplete="email"
                required
                autoFocus
                error={!!errors.email}
                helperText={
                  errors.email ? (
                    <span role="alert">{fieldErrorText(t, errors.email.message)}</span>
                  ) : undefined
                }
                {...register('email')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('subscribe.privacy')}
              </Typography>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('subscribe.cancel')}</Button>
          {!sentTo && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t('subscribe.sending') : t('subscribe.submit')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
