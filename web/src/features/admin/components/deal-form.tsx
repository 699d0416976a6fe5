import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  adminDealSchema,
  dealDiscountSchema,
  formatArs,
  parseArsInput,
  TIMINGS,
  type Deal,
  type DealDiscount,
} from '@shop/domain';
import { MoneyField } from '../../../components/money-field.tsx';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { AR_OFFSET, localDateTimeToIso } from '../admin-format.ts';
import { isVisibleInShop, productTitle } from '../product-rules.ts';
import { useAdminProducts } from '../api/get-products.ts';
import { useCurrentDeal } from '../api/get-current-deal.ts';
import { useDealSettings, type DealSettings } from '../api/get-deal-settings.ts';
import { useSetDeal, type DealBody } from '../api/set-deal.ts';
import type { AdminProduct } from '../api/product-cache.ts';
import { AdminLoading } from './admin-layout.tsx';
import { adminFieldError } from './product-form.tsx';
import '../texts.ts';
import { AdminSection } from './admin-layout.tsx';

const AR_OFFSET_MS = -3 * 60 * 60 * 1000;

/** An instant as the value of a `<input type="datetime-local">` read in Argentina's time ("YYYY-MM-DDTHH:mm"). */
export function isoToArgentinaLocal(iso: string | Date): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + AR_OFFSET_MS).toISOString().slice(0, 16);
}

type EndMode = 'fixed' | 'rolling';

/** How the stored deal ends: no end is the rolling daily deal (also when none was ever set). */
export function endModeOf(settings: DealSettings): EndMode {
  return settings.endsAt === null ? 'rolling' : 'fixed';
}
type DealErrors = { productId?: string; endsAt?: string; discount?: string };

/** The deal's discount as the form holds it: none (only featured), a percentage, or pesos off. */
export interface DiscountInput {
  kind: 'none' | DealDiscount['kind'];
  /** As typed: "20" for a percentage, "1.000" or "$ 1.000" for pesos (parseArsInput). */
  text: string;
}

/** The discount of `settings` as the form's starting values. */
export function discountInputOf(discount: DealDiscount | null | undefined): DiscountInput {
  return discount ? { kind: discount.kind, text: String(discount.value) } : { kind: 'none', text: '' };
}

/** The discount to send, null for none, or an error key (a percentage 1 to 90, pesos above zero). */
function dealDiscountOf(input: DiscountInput): DealDiscount | null | { error: string } {
  if (input.kind === 'none') return null;
  const value =
    input.kind === 'amount'
      ? parseArsInput(input.text)
      : /^\s*\d+\s*%?\s*$/.test(input.text)
        ? Number.parseInt(input.text, 10)
        : Number.NaN;
  const parsed = dealDiscountSchema.safeParse({ kind: input.kind, value: value ?? Number.NaN });
  return parsed.success
    ? parsed.data
    : { error: input.kind === 'amount' ? 'deal.discountAmountInvalid' : 'deal.discountPercentInvalid' };
}

/**
 * The PUT /api/admin/deal body for the form's choices, or the problems to show: a product must be
 * picked; a fixed end needs a date and time in the future, read in Argentina's time zone
 * (America/Argentina/Salta, UTC−3 all year) and sent with its offset; "rolling" sends null.
 */
export function dealBody(
  productId: string,
  mode: EndMode,
  endsAtLocal: string,
  now = new Date(),
  discountInput: DiscountInput = { kind: 'none', text: '' },
): { body: DealBody } | { errors: DealErrors } {
  const errors: DealErrors = {};
  if (!productId) errors.productId = 'deal.productRequired';
  let endsAt: string | null = null;
  if (mode === 'fixed') {
    endsAt = localDateTimeToIso(endsAtLocal) ?? null;
    if (!endsAt) errors.endsAt = 'deal.endsAtRequired';
    else if (Date.parse(endsAt) <= now.getTime()) errors.endsAt = 'deal.endsAtPast';
  }
  const discount = dealDiscountOf(discountInput);
  if (discount && 'error' in discount) errors.discount = discount.error;
  if (errors.productId || errors.endsAt || errors.discount) return { errors };
  const parsed = adminDealSchema.safeParse({ productId: Number(productId), endsAt });
  if (!parsed.success) return { errors: { productId: 'deal.productRequired' } };
  // No discount is sent as none: the server stores null (a featured product, "Destacado del día").
  const { discount: _none, ...body } = parsed.data;
  return { body: discount ? { ...body, discount: discount as DealDiscount } : body };
}

function CurrentDeal({ deal }: { deal: Deal | null }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  if (!deal) return <Typography>{t('deal.none')}</Typography>;
  const base = deal.product.images[0];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {base && (
        <Box sx={{ width: 96, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
          <ProductPicture base={base} alt={deal.product.imageAlt} sizes="96px" />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{deal.product.title}</Typography>
        <Typography variant="body2">{formatArs(deal.product.price, lang)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('deal.ends', { date: formatOrderDate(deal.endsAt, lang) })}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * /admin/deal ("The deal banner"): the deal the shop shows now, and the form choosing the
 * featured product (among those the shop shows) and when it ends: a date and time in Argentina, or
 * no date (it renews every midnight).
 */
export function DealForm() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const products = useAdminProducts();
  const deal = useCurrentDeal(lang);
  const settings = useDealSettings();
  const failed = products.isError ? products : deal.isError ? deal : settings.isError ? settings : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AdminSection title={t('deal.current')}>
        {deal.isPending ? <AdminLoading /> : deal.isError ? null : <CurrentDeal deal={deal.data} />}
      </AdminSection>
      <AdminSection title={t('deal.formTitle')}>
        {failed ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void failed.refetch()}>{t('retry')}</Button>}
          >
            {t('loadFailed', { message: errorMessage(failed.error, '') })}
          </Alert>
        ) : products.data && deal.data !== undefined && settings.data ? (
          <DealFields
            products={products.data.items.filter(isVisibleInShop)}
            current={deal.data}
            settings={settings.data}
          />
        ) : (
          <AdminLoading />
        )}
      </AdminSection>
    </Box>
  );
}

function DealFields({
  products,
  current,
  settings,
}: {
  products: AdminProduct[];
  current: Deal | null;
  settings: DealSettings;
}) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const setDeal = useSetDeal();
  const storedId = settings.productId ?? current?.product.id;
  const currentId = storedId && products.some((p) => p.id === storedId) ? storedId : '';
  const [productId, setProductId] = useState(currentId);
  const [mode, setMode] = useState<EndMode>(() => endModeOf(settings));
  // A rolling deal shows its next end (midnight) as a starting point should the owner pick a date.
  const [endsAt, setEndsAt] = useState(() => {
    const end = settings.endsAt ?? current?.endsAt;
    return end ? isoToArgentinaLocal(end) : '';
  });
  const [discount, setDiscount] = useState<DiscountInput>(() => discountInputOf(settings.discount));
  const [errors, setErrors] = useState<DealErrors>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  if (products.length === 0) return <Alert severity="warning">{t('deal.noProducts')}</Alert>;

  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = dealBody(productId, mode, endsAt, new Date(), discount);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = result.errors.productId
        ? 'deal-product'
        : result.errors.endsAt
          ? 'deal-ends-at'
          : 'deal-discount';
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    setDeal.mutate(result.body, {
      onSuccess: () => show({ severity: 'success', text: t('deal.saved') }),
      onError: (err) => {
        if (err instanceof ApiClientError && err.fields) {
          setErrors({
            productId: err.fields.productId,
            endsAt: err.fields.endsAt,
            discount: err.fields['discount.value'] ?? err.fields.discount,
          });
        }
        show({ severity: 'error', text: errorMessage(err, t('deal.failed')) });
      },
    });
  };

  const errorText = (message: string | undefined) =>
    message?.startsWith('deal.') ? t(message) : adminFieldError(t, message);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField
        select
        id="deal-product"
        label={t('deal.product')}
        required
        value={productId}
        onChange={(e) => setProductId(e.target.value)}
        error={Boolean(errors.productId)}
        helperText={errorText(errors.productId) ?? t('deal.productHelp')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {t('deal.productPick')}
        </option>
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {productTitle(p, lang)} · {formatArs(p.priceArs, lang)}
          </option>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('deal.endLegend')}</FormLabel>
        <RadioGroup
          name="deal-end"
          value={mode}
          onChange={(e) => setMode(e.target.value === 'fixed' ? 'fixed' : 'rolling')}
        >
          <FormControlLabel value="rolling" control={<Radio />} label={t('deal.rolling')} />
          <FormControlLabel value="fixed" control={<Radio />} label={t('deal.fixed')} />
        </RadioGroup>
      </FormControl>
      {mode === 'fixed' && (
        <TextField
          id="deal-ends-at"
          label={t('deal.endsAt')}
          type="datetime-local"
          required
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={Boolean(errors.endsAt)}
          helperText={errorText(errors.endsAt) ?? `UTC${AR_OFFSET}`}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isoToArgentinaLocal(new Date()) } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('deal.discountLegend')}</FormLabel>
        <RadioGroup
          name="deal-discount-kind"
          value={discount.kind}
          onChange={(e) => setDiscount({ kind: e.target.value as DiscountInput['kind'], text: '' })}
        >
          <FormControlLabel value="none" control={<Radio />} label={t('deal.discountNone')} />
          <FormControlLabel value="percent" control={<Radio />} label={t('deal.discountPercent')} />
          <FormControlLabel value="amount" control={<Radio />} label={t('deal.discountAmount')} />
        </RadioGroup>
      </FormControl>
      {discount.kind === 'percent' && (
        <TextField
          id="deal-discount"
          label={t('deal.discountPercentLabel')}
          value={discount.text}
          onChange={(e) => setDiscount({ kind: 'percent', text: e.target.value })}
          error={Boolean(errors.discount)}
          helperText={errorText(errors.discount) ?? t('deal.discountHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      {discount.kind === 'amount' && (
        <MoneyField
          id="deal-discount"
          label={t('deal.discountAmountLabel')}
          value={discount.text}
          onChange={(e) => setDiscount({ kind: 'amount', text: e.target.value })}
          error={Boolean(errors.discount)}
          helperText={errorText(errors.discount) ?? t('deal.discountHelp')}
          sx={{ maxWidth: 320 }}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={setDeal.isPending}>
          {setDeal.isPending ? t('deal.saving') : t('deal.save')}
        </Button>
      </Box>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </Box>
  );
}
