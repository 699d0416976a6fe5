import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, MenuItem, Paper, Switch, TextField } from '@mui/material';
import {
  adminCouponSchema,
  fieldsFromZodError,
  parseArsInput,
  TIMINGS,
  type AdminCoupon,
  type AdminCouponView,
} from '@shop/domain';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyField } from '../../../components/money-field.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import '../texts.ts';

/** The form's values as typed: numbers and days are text until the shared schema reads them. */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  minSubtotal: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  active: boolean;
}

const FIELDS = ['code', 'kind', 'value', 'minSubtotal', 'validFrom', 'validTo', 'maxUses'] as const;

/**
 * Typed text to a whole number: pesos as Argentines write them ("1.000", "$ 1.000"), and the percent and uses the same way; undefined when blank, NaN when not whole
 * (the schema names the problem).
 */
const wholeOrBlank = (text: string): number | undefined => parseArsInput(text) ?? undefined;

/** The form's values as the API's body (before validation). */
export function toCouponInput(v: CouponFormValues): Record<string, unknown> {
  return {
    code: v.code,
    kind: v.kind,
    value: wholeOrBlank(v.value) ?? '',
    minSubtotal: wholeOrBlank(v.minSubtotal) ?? 0,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    maxUses: wholeOrBlank(v.maxUses) ?? null,
    oncePerCustomer: v.oncePerCustomer,
    firstOrderOnly: v.firstOrderOnly,
    active: v.active,
  };
}

/** Runs the shared adminCouponSchema (the server's) on the typed values. */
const couponResolver: Resolver<CouponFormValues, unknown, AdminCoupon> = (values) => {
  const parsed = adminCouponSchema.safeParse(toCouponInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<CouponFormValues> = {};
  for (const [path, message] of Object.entries(fieldsFromZodError(parsed.error))) {
    const name = (FIELDS as readonly string[]).includes(path) ? (path as (typeof FIELDS)[number]) : 'code';
    errors[name] ??= { type: 'validate', message };
  }
  return { values: {}, errors };
};

function toFormValues(c: AdminCouponView | undefined): CouponFormValues {
  return {
    code: c?.code ?? '',
    kind: c?.kind ?? 'percent',
    value: c ? String(c.value) : '',
    minSubtotal: c && c.minSubtotal > 0 ? String(c.minSubtotal) : '',
    validFrom: c?.validFrom ?? '',
    validTo: c?.validTo ?? '',
    maxUses: c?.maxUses ? String(c.maxUses) : '',
    oncePerCustomer: c?.oncePerCustomer ?? true,
    firstOrderOnly: c?.firstOrderOnly ?? false,
    active: c?.active ?? true,
  };
}

/**
 * Create or edit a coupon: code, percent or fixed ARS, minimum subtotal, valid from/to
 * (Argentina days, both included), total uses (blank = unlimited), once per customer, first order
 * only, active. Checked with the server's own schema before sending; the server's reasons (a code
 * already taken...) show under their fields.
 */
export function CouponForm({ coupon }: { coupon?: AdminCouponView }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveCoupon();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, AdminCoupon>({
    resolver: couponResolver,
    defaultValues: toFormValues(coupon),
    mode: 'onTouched',
  });
  const kind = watch('kind');

  const onSubmit = async (values: AdminCoupon) => {
    try {
      await save.mutateAsync({ id: coupon?.id, coupon: values });
      if (coupon) setToast({ severity: 'success', text: t('couponForm.saved') });
      else void navigate('/admin/coupons');
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS) === 0)
        setToast({ severity: 'error', text: errorMessage(error, t('coupons.saveFailed')) });
    }
  };

  const help = (name: (typeof FIELDS)[number], fallback?: string) => {
    const message = errors[name]?.message;
    return message ? <span role="alert">{fieldErrorText(t, message)}</span> : fallback;
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label={t('couponForm.code')}
        required
        error={!!errors.code}
        helperText={help('code', t('couponForm.codeHelp'))}
        slotProps={{
          htmlInput: {
            style: { textTransform: 'uppercase' },
            autoCapitalize: 'characters',
            spellCheck: false,
          },
        }}
        {...register('code')}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <TextField select label={t('couponForm.kind')} {...field}>
            <MenuItem value="percent">{t('couponForm.percent')}</MenuItem>
            <MenuItem value="fixed">{t('couponForm.fixed')}</MenuItem>
          </TextField>
        )}
      />
      {kind === 'percent' ? (
        <TextField
          label={t('couponForm.percentValue')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={!!errors.value}
          helperText={help('value')}
          {...register('value')}
        />
      ) : (
        <MoneyField
          label={t('couponForm.fixedValue')}
          required
          error={!!errors.value}
          helperText={help('value')}
          {...register('value')}
        />
      )}
      <MoneyField
        label={t('couponForm.minSubtotal')}
        error={!!errors.minSubtotal}
        helperText={help('minSubtotal', t('couponForm.minSubtotalHelp'))}
        {...register('minSubtotal')}
      />
      <TextField
        label={t('couponForm.validFrom')}
        type="date"
        error={!!errors.validFrom}
        helperText={help('validFrom', t('couponForm.dayHelp'))}
        slotProps={{ inputLabel: { shrink: true } }}
        {...register('validFrom')}
      />
      <TextField
        label={t('couponForm.validTo')}
        type="date"
        error={!!errors.validTo}
        helperText={help('validTo', t('couponForm.dayHelp'))}
        slotProps={{ inputLabel: { shrink: true } }}
        {...register('validTo')}
      />
      <TextField
        label={t('couponForm.maxUses')}
        inputMode="numeric"
        error={!!errors.maxUses}
        helperText={help('maxUses', t('couponForm.maxUsesHelp'))}
        {...register('maxUses')}
      />
      <Box sx={{ display: 'grid', alignContent: 'start' }}>
        {(['oncePerCustomer', 'firstOrderOnly', 'active'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t(`couponForm.${name}`)}
              />
            )}
          />
        ))}
      </Box>
      {coupon && coupon.uses > 0 && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {t('couponForm.usedNote', { count: coupon.uses })}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {coupon ? t('couponForm.save') : t('couponForm.create')}
        </Button>
      </Box>
      <Toast
        message={toast}
        open={toast !== null}
        onClose={() => setToast(null)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </Paper>
  );
}
