import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldsFromZodError, paymentDeadlinesSchema, type PaymentDeadlines } from '@shop/domain';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useSavePaymentDeadlines } from '../api/save-payment-deadlines.ts';
import { adminFieldError } from './product-form.tsx';
import '../delivery-texts.ts';

/** The form's values as typed, so a half-typed number is not lost. */
interface Values {
  transferMinutes: string;
  mercadoPagoMinutes: string;
}

const toValues = (d: PaymentDeadlines): Values => ({
  transferMinutes: String(d.transferMinutes),
  mercadoPagoMinutes: String(d.mercadoPagoMinutes),
});

// "" and anything but digits become NaN, which the shared schema refuses with its message.
const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * /admin/delivery's payment times (decision 0018): how many minutes an unpaid bank
 * transfer or Mercado Pago order keeps its day's place before the shop releases it (cash orders
 * never expire). Checked with the shared schema before sending; the server's 400 fields show on
 * the fields too. Orders already placed keep the time they were told.
 */
export function PaymentDeadlinesForm({ deadlines }: { deadlines: PaymentDeadlines }) {
  const { t } = useTranslation(['delivery', 'common', 'admin']);
  const save = useSavePaymentDeadlines();
  const [values, setValues] = useState<Values>(() => toValues(deadlines));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const error = (field: keyof Values) => adminFieldError(t, errors[field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = paymentDeadlinesSchema.safeParse({
      transferMinutes: wholeNumber(values.transferMinutes),
      mercadoPagoMinutes: wholeNumber(values.mercadoPagoMinutes),
    });
    if (!parsed.success) {
      setErrors(fieldsFromZodError(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        setToast({ severity: 'success', text: t('deadlines.saved') });
        setToastOpen(true);
      },
      onError: (err) => {
        if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
        setToast({ severity: 'error', text: t('settings.saveFailed', { message: errorMessage(err, '') }) });
        setToastOpen(true);
      },
    });
  };

  const field = (name: keyof Values, label: string, help: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={Boolean(error(name))}
      helperText={error(name) ?? help}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('deadlines.title')}
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('deadlines.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {field('transferMinutes', t('deadlines.transfer'), t('deadlines.transferHelp'))}
        {field('mercadoPagoMinutes', t('deadlines.mercadoPago'), t('deadlines.mercadoPagoHelp'))}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('deadlines.save')}
        </Button>
      </Box>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={4000}
        closeText={t('admin:close')}
      />
    </Box>
  );
}
