import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATERING_DETAILS_MAX,
  CATERING_MAX_ITEMS,
  cateringRequestSchema,
  formatDeliveryDate,
  MAX_LINE_QUANTITY,
  type CateringReceipt,
  type CateringRequest,
  type CateringRequestInput,
} from '@shop/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { requestCatering, useCateringOptions } from '../api/catering.ts';
import '../texts.ts';

/** A product the shopper may pick (id and title in the page's language). */
export interface CateringProduct {
  id: string;
  title: string;
}

/** What a signed-in shopper's account fills in (its blank values are left out). */
export interface CateringPrefill {
  name: string;
  email: string;
  phone: string;
  address: string;
}

type Field =
  | 'eventDate'
  | 'window'
  | 'guests'
  | 'details'
  | 'delivery'
  | 'address'
  | 'name'
  | 'email'
  | 'phone'
  | 'items';
const FIELDS: readonly string[] = [
  'eventDate',
  'window',
  'guests',
  'details',
  'delivery',
  'address',
  'name',
  'email',
  'phone',
  'items',
];

const EMPTY: CateringRequestInput = {
  eventDate: '',
  window: 'tarde',
  guests: Number.NaN,
  items: [],
  details: '',
  delivery: 'pickup',
  address: '',
  name: '',
  email: '',
  phone: '',
};

/**
 * The /encargos form (docs/decisions/0026-catering-requests.md): the event's date (from the minimum
 * notice the server tells) and time of day, guests, products of interest with quantities, free
 * text, delivery or pickup, name, e-mail and phone; no sign-in. A signed-in shopper's details
 * (`prefill`, read once at mount) are the starting values. On sending, the request number replaces the form (and is announced); the
 * server's field errors mark their fields.
 */
export function CateringForm({
  products,
  prefill,
}: {
  products: readonly CateringProduct[];
  prefill: CateringPrefill | null;
}) {
  const { t } = useTranslation('catering');
  const lang = useLang();
  const options = useCateringOptions();
  const [receipt, setReceipt] = useState<(CateringReceipt & { email: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The account's details are the starting values (MUI's labels see values present at mount, not
  // ones set later without an event), so the page renders the form once they are known.
  const [start] = useState<CateringRequestInput>(() => ({
    ...EMPTY,
    ...Object.fromEntries(Object.entries(prefill ?? {}).filter(([, v]) => v)),
  }));
  const prefilled = Boolean(prefill && Object.values(prefill).some(Boolean));
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CateringRequestInput, unknown, CateringRequest>({
    resolver: zodResolver(cateringRequestSchema),
    mode: 'onTouched',
    defaultValues: start,
  });
  // keyName: the rows' own "id" is the product id, not React's key.
  const rows = useFieldArray({ control, name: 'items', keyName: 'key' });
  const delivery = watch('delivery');

  const onSubmit = async (values: CateringRequest) => {
    setFailure(null);
    try {
      setReceipt({ ...(await requestCatering(values)), email: values.email });
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          const top = field.split('.')[0]!;
          if (FIELDS.includes(top)) setError(field as Field, { message: key });
        }
      }
      setFailure(errorMessage(error, t('form.failed')));
    }
  };

  // Errors are i18n keys of the shared schema (common namespace); role="alert" announces each one.
  const errorText = (message: string | undefined) =>
    message ? <span role="alert">{t(message, { ns: 'common' })}</span> : undefined;

  if (receipt) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="catering-done-title"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Box role="status">
          <Typography variant="h2" id="catering-done-title" sx={{ mb: 1 }}>
            {t('done.title')}
          </Typography>
          <Typography>{t('done.number')}</Typography>
          <Typography
            component="p"
            data-testid="catering-number"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              fontSize: '1.6rem',
              my: 1,
              overflowWrap: 'anywhere',
            }}
          >
            {receipt.number}
          </Typography>
          <Typography variant="body2">{t('done.mail', { email: receipt.email })}</Typography>
        </Box>
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            reset(EMPTY);
            setReceipt(null);
          }}
        >
          {t('done.another')}
        </Button>
      </Paper>
    );
  }

  const earliest = options.data?.earliestDate;
  const titleOf = (id: string) => products.find((p) => p.id === id)?.title;
  return (
    <Paper
      component="section"
      aria-labelledby="catering-form-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h2" id="catering-form-title" sx={{ mb: 2 }}>
        {t('form.title')}
      </Typography>
      {prefilled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('form.prefilled')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('form.eventDate')}
            type="date"
            required
            error={!!errors.eventDate}
            helperText={
              errorText(errors.eventDate?.message) ??
              (options.data
                ? t('form.eventDateHelp', {
                    count: options.data.minNoticeDays,
                    date: formatDeliveryDate(options.data.earliestDate, lang),
                  })
                : ' ')
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
            {...register('eventDate')}
          />
          <TextField
            label={t('form.guests')}
            type="number"
            required
            error={!!errors.guests}
            helperText={errorText(errors.guests?.message)}
            slotProps={{ htmlInput: { min: 1, max: 5000, inputMode: 'numeric' } }}
            {...register('guests', { valueAsNumber: true })}
          />
        </Box>
        <Controller
          control={control}
          name="window"
          render={({ field }) => (
            <FormControl error={!!errors.window}>
              <FormLabel id="catering-window">{t('form.window')}</FormLabel>
              <RadioGroup row aria-labelledby="catering-window" {...field}>
                <FormControlLabel value="manana" control={<Radio />} label={t('form.windows.manana')} />
                <FormControlLabel value="tarde" control={<Radio />} label={t('form.windows.tarde')} />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('form.products')}
          </FormLabel>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('form.productsHelp')}
          </Typography>
          {rows.fields.map((row, index) => {
            const rowErrors = errors.items?.[index];
            const chosen = watch(`items.${index}.id`);
            return (
              <Box
                key={row.key}
                data-testid="catering-item"
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr 96px 40px', sm: '1fr 120px 40px' },
                  alignItems: 'start',
                }}
              >
                <Controller
                  control={control}
                  name={`items.${index}.id`}
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('form.product')}
                      size="small"
                      error={!!rowErrors?.id}
                      helperText={errorText(rowErrors?.id?.message)}
                      {...field}
                      value={field.value === undefined ? '' : String(field.value)}
                    >
                      {products.map((p) => (
                        <MenuItem key={p.id} value={p.id}>
                          {p.title}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField
                  label={t('form.quantity')}
                  type="number"
                  size="small"
                  error={!!rowErrors?.quantity}
                  helperText={errorText(rowErrors?.quantity?.message)}
                  slotProps={{ htmlInput: { min: 1, max: MAX_LINE_QUANTITY, inputMode: 'numeric' } }}
                  {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                />
                <IconButton
                  onClick={() => rows.remove(index)}
                  aria-label={
                    chosen && titleOf(String(chosen))
                      ? t('form.removeProduct', { product: titleOf(String(chosen)) })
                      : t('form.removeEmpty')
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            );
          })}
          {errors.items?.message && <FormHelperText error>{errorText(errors.items.message)}</FormHelperText>}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={rows.fields.length >= CATERING_MAX_ITEMS || products.length === 0}
              onClick={() => rows.append({ id: '', quantity: 12 })}
            >
              {t('form.addProduct')}
            </Button>
          </Box>
        </Box>
        <TextField
          label={t('form.details')}
          multiline
          minRows={3}
          error={!!errors.details}
          helperText={errorText(errors.details?.message) ?? t('form.detailsHelp')}
          slotProps={{ htmlInput: { maxLength: CATERING_DETAILS_MAX } }}
          {...register('details')}
        />
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <FormControl error={!!errors.delivery}>
              <FormLabel id="catering-delivery">{t('form.delivery')}</FormLabel>
              <RadioGroup row aria-labelledby="catering-delivery" {...field}>
                <FormControlLabel value="pickup" control={<Radio />} label={t('form.deliveryKinds.pickup')} />
                <FormControlLabel
                  value="delivery"
                  control={<Radio />}
                  label={t('form.deliveryKinds.delivery')}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        {delivery === 'delivery' && (
          <TextField
            label={t('form.address')}
            autoComplete="street-address"
            required
            error={!!errors.address}
            helperText={errorText(errors.address?.message)}
            {...register('address')}
          />
        )}
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          error={!!errors.name}
          helperText={errorText(errors.name?.message)}
          {...register('name')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            error={!!errors.email}
            helperText={errorText(errors.email?.message)}
            {...register('email')}
          />
          <TextField
            label={t('form.phone')}
            type="tel"
            autoComplete="tel"
            required
            error={!!errors.phone}
            helperText={errorText(errors.phone?.message)}
            {...register('phone')}
          />
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('form.sending') : t('form.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
