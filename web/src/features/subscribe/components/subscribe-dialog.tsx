import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeSchema, type SubscribeInput } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../../components/dialog.tsx';
import { Notice } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { ApiClientError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { subscribe } from '../api/subscriptions.ts';
import s from './subscribe-dialog.module.css';
import '../texts.ts';

type SubscribeOutput = z.output<typeof subscribeSchema>;

/**
 * The subscribe form (10 % off the first order): an e-mail → POST /api/subscribers → "we sent you a
 * link". The server's reason (a bad address, too many tries) shows under the field or above the
 * buttons. The static Dialog and TextField (decision 0030): opening it loads no MUI.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('promotions');
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('subscribe.title')}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent className={s.content}>
          {sentTo ? (
            <Notice severity="success" role="status" icon={<SuccessOutlinedIcon width="1em" height="1em" />}>
              {t('subscribe.sent', { email: sentTo })}
            </Notice>
          ) : (
            <>
              <p className={page.body1}>{t('subscribe.text')}</p>
              <TextField
                label={t('subscribe.email')}
                type="email"
                autoComplete="email"
                required
                data-autofocus
                error={!!errors.email}
                helperText={
                  errors.email ? (
                    <span role="alert">{fieldErrorText(t, errors.email.message)}</span>
                  ) : undefined
                }
                {...register('email')}
              />
              <p className={`${page.body2} ${page.secondary}`}>{t('subscribe.privacy')}</p>
              {failure && <Notice severity="error">{failure}</Notice>}
            </>
          )}
        </DialogContent>
        <DialogActions className={s.actions}>
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
            onClick={onClose}
          >
            {t('subscribe.cancel')}
          </button>
          {!sentTo && (
            <button
              type="submit"
              className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}
              disabled={isSubmitting}
            >
              {isSubmitting ? t('subscribe.sending') : t('subscribe.submit')}
            </button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
