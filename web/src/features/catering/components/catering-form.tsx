import { useState } from 'react';
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
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback.tsx';
import { AddIcon, DeleteOutlineIcon, InfoOutlinedIcon } from '../../../components/page-icons.tsx';
import page from '../../../components/page.module.css';
import { RadioGroup } from '../../../components/radio-group.tsx';
import { TextField } from '../../../components/text-field.tsx';
import ui from '../../../components/ui.module.css';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { requestCatering, useCateringOptions } from '../api/catering.ts';
import s from './catering.module.css';
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
 * (`prefill`, read once at mount) are the starting values. On sending, the request number replaces
 * the form (and is announced); the server's field errors mark their fields. Static CSS, the shop's
 * own text fields and radio groups (decision 0030).
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
  // The account's details are the starting values (read once: a value the shopper typed is never
  // replaced), so the page renders the form once they are known.
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
      <section aria-labelledby="catering-done-title" className={s.card} data-card="">
        <div role="status">
          <h2 id="catering-done-title" className={`${page.h2} ${s.doneTitle}`}>
            {t('done.title')}
          </h2>
          <p className={page.body1}>{t('done.number')}</p>
          <p data-testid="catering-number" className={s.number}>
            {receipt.number}
          </p>
          <p className={page.body2}>{t('done.mail', { email: receipt.email })}</p>
        </div>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text} ${s.another}`}
          onClick={() => {
            reset(EMPTY);
            setReceipt(null);
          }}
        >
          {t('done.another')}
        </button>
      </section>
    );
  }

  const earliest = options.data?.earliestDate;
  const titleOf = (id: string) => products.find((p) => p.id === id)?.title;
  return (
    <section aria-labelledby="catering-form-title" className={s.card} data-card="">
      <h2 id="catering-form-title" className={`${page.h2} ${s.formTitle}`}>
        {t('form.title')}
      </h2>
      {prefilled && (
        <Notice severity="info" icon={<InfoOutlinedIcon width="1em" height="1em" />} className={s.prefilled}>
          {t('form.prefilled')}
        </Notice>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={s.form}>
        <div className={s.pair}>
          <TextField
            label={t('form.eventDate')}
            type="date"
            required
            shrink
            min={earliest}
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
            {...register('eventDate')}
          />
          <TextField
            label={t('form.guests')}
            type="number"
            required
            min={1}
            max={5000}
            inputMode="numeric"
            error={!!errors.guests}
            helperText={errorText(errors.guests?.message)}
            {...register('guests', { valueAsNumber: true })}
          />
        </div>
        <RadioGroup
          label={t('form.window')}
          row
          error={!!errors.window}
          options={[
            { value: 'manana', label: t('form.windows.manana') },
            { value: 'tarde', label: t('form.windows.tarde') },
          ]}
          inputProps={register('window')}
        />
        <fieldset className={s.products}>
          <legend className={s.legend}>{t('form.products')}</legend>
          <p className={`${page.body2} ${page.secondary}`}>{t('form.productsHelp')}</p>
          {rows.fields.map((row, index) => {
            const rowErrors = errors.items?.[index];
            const chosen = watch(`items.${index}.id`);
            const chosenTitle = chosen ? titleOf(String(chosen)) : undefined;
            return (
              <div key={row.key} data-testid="catering-item" className={s.itemRow}>
                <TextField
                  select
                  size="small"
                  className={s.itemField}
                  label={t('form.product')}
                  shrink={Boolean(chosen)}
                  error={!!rowErrors?.id}
                  helperText={errorText(rowErrors?.id?.message)}
                  {...register(`items.${index}.id`)}
                >
                  <option value="" disabled hidden />
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </TextField>
                <TextField
                  label={t('form.quantity')}
                  type="number"
                  size="small"
                  className={s.itemField}
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  inputMode="numeric"
                  error={!!rowErrors?.quantity}
                  helperText={errorText(rowErrors?.quantity?.message)}
                  {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                />
                <button
                  type="button"
                  className={`${ui.base} ${ui.iconButton} ${ui.actionColor}`}
                  onClick={() => rows.remove(index)}
                  aria-label={
                    chosenTitle ? t('form.removeProduct', { product: chosenTitle }) : t('form.removeEmpty')
                  }
                >
                  <DeleteOutlineIcon />
                </button>
              </div>
            );
          })}
          {errors.items?.message && <p className={s.itemsError}>{errorText(errors.items.message)}</p>}
          <div>
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
              disabled={rows.fields.length >= CATERING_MAX_ITEMS || products.length === 0}
              onClick={() => rows.append({ id: '', quantity: 12 })}
            >
              <span className={ui.startIcon}>
                <AddIcon />
              </span>
              {t('form.addProduct')}
            </button>
          </div>
        </fieldset>
        <TextField
          label={t('form.details')}
          multiline
          minRows={3}
          maxLength={CATERING_DETAILS_MAX}
          error={!!errors.details}
          helperText={errorText(errors.details?.message) ?? t('form.detailsHelp')}
          {...register('details')}
        />
        <RadioGroup
          label={t('form.delivery')}
          row
          error={!!errors.delivery}
          options={[
            { value: 'pickup', label: t('form.deliveryKinds.pickup') },
            { value: 'delivery', label: t('form.deliveryKinds.delivery') },
          ]}
          inputProps={register('delivery')}
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
        <div className={s.pair}>
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
        </div>
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
