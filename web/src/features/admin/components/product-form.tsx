import { useState, type ReactNode } from 'react';
import { Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import {
  adminProductPatchSchema,
  adminProductSchema,
  CATEGORIES,
  parseArsInput,
  TIMINGS,
} from '@shop/domain';
import {
  Controller,
  get,
  set,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetError,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyField } from '../../../components/money-field.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { AdminProduct, AdminProductBody } from '../api/product-cache.ts';
import '../texts.ts';
import { AdminSection } from './admin-layout.tsx';
import {
  applyKetoServerErrors,
  ketoFieldOf,
  ketoFormValues,
  ketoInput,
  ProductFactsFields,
  sameValue,
  type KetoFormValues,
} from './product-facts-fields.tsx';

/** What the form holds: numbers as typed (validated and converted by the shared schema on submit). */
export interface ProductFormValues extends KetoFormValues {
  slug: string;
  category: string;
  priceArs: string;
  discountPercent: string;
  sortOrder: string;
  /** Hours this product needs before delivery; "" or 0: the shop's. */
  leadTimeHours: string;
  isNew: boolean;
  inStock: boolean;
  hidden: boolean;
  titleEs: string;
  titleEn: string;
  detailsEs: string;
  detailsEn: string;
  imageAltEs: string;
  imageAltEn: string;
}

type Field = keyof ProductFormValues;
type TextFieldName = 'titleEs' | 'titleEn' | 'detailsEs' | 'detailsEn' | 'imageAltEs' | 'imageAltEn';

const FIELDS: readonly Field[] = [
  'titleEs',
  'titleEn',
  'detailsEs',
  'detailsEn',
  'imageAltEs',
  'imageAltEn',
  'category',
  'priceArs',
  'discountPercent',
  'sortOrder',
  'leadTimeHours',
  'slug',
  'isNew',
  'inStock',
  'hidden',
  'ingredientsEs',
  'ingredientsEn',
  'allergens',
];
const BODY_FIELDS = [...FIELDS, 'nutrition'] as readonly (keyof AdminProductBody)[];
const TEXT_MAX: Record<TextFieldName, number> = {
  titleEs: 120,
  titleEn: 120,
  detailsEs: 2000,
  detailsEn: 2000,
  imageAltEs: 200,
  imageAltEn: 200,
};

/** The form's values for `product`, or the empty form of a new one placed last (`sortOrder`). */
export function productFormValues(product: AdminProduct | undefined, sortOrder = 0): ProductFormValues {
  if (!product) {
    return {
      slug: '',
      category: '',
      priceArs: '',
      discountPercent: '',
      sortOrder: String(sortOrder),
      leadTimeHours: '',
      isNew: false,
      inStock: true,
      hidden: false,
      titleEs: '',
      titleEn: '',
      detailsEs: '',
      detailsEn: '',
      imageAltEs: '',
      imageAltEn: '',
      ...ketoFormValues(),
    };
  }
  return {
    slug: product.slug,
    category: product.category,
    priceArs: String(product.priceArs),
    discountPercent: product.discountPercent === null ? '' : String(product.discountPercent),
    sortOrder: String(product.sortOrder),
    leadTimeHours: product.leadTimeHours ? String(product.leadTimeHours) : '',
    isNew: product.isNew,
    inStock: product.inStock,
    hidden: product.hidden,
    titleEs: product.titleEs,
    titleEn: product.titleEn,
    detailsEs: product.detailsEs,
    detailsEn: product.detailsEn,
    imageAltEs: product.imageAltEs,
    imageAltEn: product.imageAltEn,
    ...ketoFormValues(product),
  };
}

/**
 * A whole number as typed: "" is NaN (the schema then says what is expected); thousands separators
 * ("12.500" in Spanish, "12,500" in English) are accepted; anything else goes through Number, so
 * "12,5" or "abc" fail the schema's whole-number rule instead of being silently rounded.
 */
export function parseWholeNumber(text: string): number {
  const s = text.replace(/\s/g, '').replace(/%$/, '');
  if (s === '') return Number.NaN;
  if (/^\d{1,3}([.,]\d{3})+$/.test(s)) return Number(s.replace(/[.,]/g, ''));
  return Number(s.replace(',', '.'));
}

/** The request body the typed values stand for (before validation). */
function toInput(values: ProductFormValues): Record<string, unknown> {
  const slug = values.slug.trim();
  return {
    ...(slug ? { slug } : {}),
    category: values.category || undefined,
    // "$ 12.500" and "12.500" are pesos as the owner writes them.
    priceArs: parseArsInput(values.priceArs) ?? Number.NaN,
    discountPercent: values.discountPercent.trim() === '' ? null : parseWholeNumber(values.discountPercent),
    sortOrder: values.sortOrder.trim() === '' ? 0 : parseWholeNumber(values.sortOrder),
    leadTimeHours: values.leadTimeHours.trim() === '' ? 0 : parseWholeNumber(values.leadTimeHours),
    isNew: values.isNew,
    inStock: values.inStock,
    hidden: values.hidden,
    titleEs: values.titleEs,
    titleEn: values.titleEn,
    detailsEs: values.detailsEs,
    detailsEn: values.detailsEn,
    imageAltEs: values.imageAltEs,
    imageAltEn: values.imageAltEn,
    ...ketoInput(values),
  };
}

/**
 * Validates with the shared adminProductSchema (the server's own), so the same problems show
 * before sending; messages are i18n keys. On an existing product the slug is required (it is the
 * page's address). Schema rules without a key of their own (sortOrder's bounds) get one here.
 */
function productResolver(editing: boolean): Resolver<ProductFormValues, unknown, AdminProductBody> {
  return async (values) => {
    const errors: FieldErrors<ProductFormValues> = {};
    if (editing && !values.slug.trim()) errors.slug = { type: 'required', message: 'validation.required' };
    const result = adminProductSchema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        // Nutrition problems go under the figure they are about.
        const keto = ketoFieldOf(issue.path.join('.'));
        if (keto && keto !== 'allergens') {
          if (!get(errors, keto))
            set(errors, keto, {
              type: issue.code,
              message: issue.message.startsWith('validation.') ? issue.message : 'validation.nutrition',
            });
          continue;
        }
        const field = (keto ?? issue.path[0]) as Field;
        if (!FIELDS.includes(field) || errors[field]) continue;
        const message = issue.message.startsWith('validation.')
          ? issue.message
          : field === 'sortOrder'
            ? 'validation.sortOrder'
            : 'validation.invalid';
        errors[field] = { type: issue.code, message };
      }
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors };
  };
}

/** The fields of `body` that differ from `product` (the PATCH body of an edit). */
export function changedFields(product: AdminProduct, body: AdminProductBody): Partial<AdminProductBody> {
  const patch: Record<string, unknown> = {};
  for (const key of BODY_FIELDS) {
    if (body[key] !== undefined && !sameValue(body[key], product[key])) patch[key] = body[key];
  }
  return adminProductPatchSchema.parse(patch) as Partial<AdminProductBody>;
}

/**
 * The text of a field's problem: validation keys are looked up in the shared texts first, then in
 * the back office's own (sortOrder, invalid); anything else is already the server's message.
 */
export function adminFieldError(
  t: (key: string, options: { ns: string[] }) => string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message, { ns: ['common', 'admin'] }) : message;
}

/** A titled part of the form, its fields in two columns from the sm breakpoint. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminSection title={title}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {children}
      </Box>
    </AdminSection>
  );
}

export interface ProductFormProps {
  /** The product to edit; absent on /admin/products/new. */
  product?: AdminProduct;
  /** A new product's initial "orden" (after the last one). */
  defaultSortOrder?: number;
  /** Shown once as a toast when the page opens (the product was just created). */
  initialToast?: ToastMessage | null;
}

/**
 * The product form of /admin/products/new and /admin/products/:id: both
 * languages' title, details and image text, category, price in whole pesos, optional discount,
 * the nuevo / en stock / oculto switches, the order and the slug. Checked with the shared schema
 * before sending; the server's per-field problems show under the fields. Creating goes on to the
 * product's page, where images are added; an edit sends only what changed.
 */
export function ProductForm({ product, defaultSortOrder = 0, initialToast = null }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = product !== undefined;
  const [toast, setToast] = useState<ToastMessage | null>(initialToast);
  const [toastOpen, setToastOpen] = useState(initialToast !== null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, AdminProductBody>({
    resolver: productResolver(editing),
    mode: 'onTouched',
    defaultValues: productFormValues(product, defaultSortOrder),
  });

  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const onSubmit = async (body: AdminProductBody) => {
    try {
      if (!product) {
        const created = await create.mutateAsync(body);
        const text =
          created.images.length === 0 ? t('productForm.createdNoImages') : t('productForm.created');
        void navigate(`/admin/products/${encodeURIComponent(created.id)}`, {
          state: { toast: { severity: 'success', text } satisfies ToastMessage },
        });
        return;
      }
      const patch = changedFields(product, body);
      if (Object.keys(patch).length === 0) {
        show({ severity: 'info', text: t('productForm.noChanges') });
        return;
      }
      const saved = await update.mutateAsync({ id: product.id, patch });
      reset(productFormValues(saved));
      show({ severity: 'success', text: t('productForm.saved') });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      applyKetoServerErrors(error, setError as unknown as UseFormSetError<KetoFormValues>);
      show({ severity: 'error', text: errorMessage(error, t('productForm.saveFailed')) });
    }
  };

  const errorText = (name: Field) => adminFieldError(t, errors[name]?.message);
  const textField = (name: TextFieldName, multiline = false, help?: string) => (
    <TextField
      label={t(`productForm.fields.${name}`)}
      required
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      error={Boolean(errors[name])}
      helperText={errorText(name) ?? help ?? ' '}
      slotProps={{ htmlInput: { maxLength: TEXT_MAX[name], lang: name.endsWith('En') ? 'en' : 'es' } }}
      {...register(name)}
    />
  );
  // The price is an amount of pesos (MoneyField: "$", read by parseArsInput); the others are plain whole numbers.
  const numberField = (
    name: 'priceArs' | 'discountPercent' | 'sortOrder' | 'leadTimeHours',
    required: boolean,
  ) => {
    const Field = name === 'priceArs' ? MoneyField : TextField;
    return (
      <Field
        label={t(`productForm.fields.${name}`)}
        required={required}
        error={Boolean(errors[name])}
        helperText={errorText(name) ?? t(`productForm.help.${name}`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        {...register(name)}
      />
    );
  };
  const switchField = (name: 'isNew' | 'inStock' | 'hidden') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={t(`productForm.fields.${name}`)}
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={t('productForm.formLabel')}
        onSubmit={handleSubmit(onSubmit, () => show({ severity: 'error', text: t('productForm.fixErrors') }))}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Section title={t('productForm.sections.texts')}>
          {textField('titleEs')}
          {textField('titleEn')}
          {textField('detailsEs', true)}
          {textField('detailsEn', true)}
          {textField('imageAltEs', false, t('productForm.help.imageAlt'))}
          {textField('imageAltEn', false, t('productForm.help.imageAlt'))}
        </Section>
        <Section title={t('productForm.sections.catalogue')}>
          <TextField
            select
            label={t('productForm.fields.category')}
            required
            error={Boolean(errors.category)}
            helperText={errorText('category') ?? ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...register('category')}
          >
            <option value="" disabled>
              {t('productForm.categoryPick')}
            </option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`, { ns: 'common' })}
              </option>
            ))}
          </TextField>
          {numberField('priceArs', true)}
          {numberField('discountPercent', false)}
          {numberField('sortOrder', false)}
          {numberField('leadTimeHours', false)}
          <TextField
            label={t('productForm.fields.slug')}
            required={editing}
            error={Boolean(errors.slug)}
            helperText={
              errorText('slug') ??
              (product
                ? t('productForm.help.slugEdit', { slug: product.slug })
                : t('productForm.help.slugNew'))
            }
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off', spellCheck: false } }}
            sx={{ gridColumn: '1 / -1' }}
            {...register('slug')}
          />
        </Section>
        {/* The product form's values include the keto part: the casts only narrow the view. */}
        <ProductFactsFields
          register={register as unknown as UseFormRegister<KetoFormValues>}
          setValue={setValue as unknown as UseFormSetValue<KetoFormValues>}
          getValues={getValues as unknown as UseFormGetValues<KetoFormValues>}
          control={control as unknown as Control<KetoFormValues>}
          errors={errors as FieldErrors<KetoFormValues>}
          errorText={(message) => adminFieldError(t, message)}
        />
        <AdminSection title={t('productForm.sections.flags')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
            {switchField('isNew')}
            {switchField('inStock')}
            {switchField('hidden')}
          </Box>
        </AdminSection>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {editing
              ? isSubmitting
                ? t('productForm.saving')
                : t('productForm.save')
              : isSubmitting
                ? t('productForm.creating')
                : t('productForm.create')}
          </Button>
        </Box>
      </Box>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </>
  );
}
