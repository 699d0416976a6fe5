import { forwardRef } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  deliveryPrice,
  formatArs,
  formatDeliveryDate,
  pickupPointHours,
  type DeliveryOptions,
  type DeliveryWindow,
} from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { offeredDays, type DeliverySelection } from '../delivery-selection.ts';
import '../texts.ts';

export interface DeliveryPickerProps {
  options: DeliveryOptions | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The selection as still valid for `options` (see validSelection). */
  value: DeliverySelection;
  onChange: (next: DeliverySelection) => void;
  /** The products' subtotal after discount, for the zones' "free from" rule. */
  subtotal: number;
  /** Shows what is still missing (after "Confirmar Pedido en Web" without a full choice). */
  error: boolean;
  /** The cart's products' names by id, to name the one whose own lead time applies. */
  productTitles?: ReadonlyMap<string, string>;
}

/** "miércoles, 31 de diciembre" → "Miércoles, 31 de diciembre" for a list entry. */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const optionBoxSx = (selected: boolean) => ({
  alignItems: 'flex-start',
  m: 0,
  pr: 1.5,
  py: 0.5,
  border: 1,
  borderRadius: 1,
  borderColor: selected ? 'primary.main' : 'divider',
  bgcolor: selected ? 'action.selected' : undefined,
});

/**
 * "Entrega" of /checkout: delivery to one of the shop's zones (its price, or free from
 * an amount) or pickup at one of its points (address and hours, free); then a day among those the
 * bakery can meet for this cart (full days shown but not selectable) and the morning or afternoon
 * window that day still has. Days are named in the shopper's language. The ref is the fieldset, so
 * checkout can bring it into view when the web order is confirmed without a full choice.
 */
export const DeliveryPicker = forwardRef<HTMLFieldSetElement, DeliveryPickerProps>(function DeliveryPicker(
  { options, loading, failed, onRetry, value, onChange, subtotal, error, productTitles },
  ref,
) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const days = offeredDays(value.option, options);
  const day = days.find((d) => d.date === value.date);
  const nothing = options && options.zones.length === 0 && options.pickupPoints.length === 0;
  const noDays = options && !days.some((d) => !d.full);

  // The product's own notice when it is the one that applies ("Torta …: se pide con 48 horas de anticipación").
  const leadTimeText = (o: DeliveryOptions): string => {
    const product = o.leadTimeProductId ? productTitles?.get(o.leadTimeProductId) : undefined;
    return product
      ? t('delivery.leadTimeProduct', { count: o.leadTimeHours, product })
      : t('delivery.leadTime', { count: o.leadTimeHours });
  };

  const zoneHint = (priceArs: number, freeFromArs: number | null): string => {
    const price = deliveryPrice({ price: priceArs, freeFrom: freeFromArs }, subtotal);
    if (price === 0) return t('delivery.free');
    const base = formatArs(price, lang);
    return freeFromArs
      ? `${base} · ${t('delivery.freeFrom', { amount: formatArs(freeFromArs, lang) })}`
      : base;
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <FormControl component="fieldset" ref={ref} error={error} required sx={{ width: '100%', gap: 2 }}>
        <FormLabel
          component="legend"
          sx={{
            fontSize: '1.2rem',
            fontWeight: 700,
            color: 'text.primary',
            '&.Mui-focused': { color: 'text.primary' },
            mb: 1,
          }}
        >
          {t('delivery.legend')}
        </FormLabel>
        {loading ? (
          <Box aria-busy="true" aria-label={t('delivery.loading')} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        ) : failed || !options ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('delivery.retry')}
              </Button>
            }
          >
            {t('delivery.loadError')}
          </Alert>
        ) : nothing ? (
          <Alert severity="warning">{t('delivery.noOptions')}</Alert>
        ) : (
          <>
            <RadioGroup
              name="deliveryOption"
              aria-label={t('delivery.optionLabel')}
              value={value.option ?? ''}
              onChange={(event) => onChange({ ...value, option: event.target.value })}
              sx={{ gap: 1 }}
            >
              {options.zones.map((zone) => (
                <DeliveryOption
                  key={`zone:${zone.id}`}
                  id={`zone:${zone.id}`}
                  hintId={`delivery-zone-${zone.id}-hint`}
                  selected={value.option === `zone:${zone.id}`}
                  title={t('delivery.zone', { name: zone.name })}
                  hint={zoneHint(zone.priceArs, zone.freeFromArs)}
                />
              ))}
              {options.pickupPoints.map((point) => (
                <DeliveryOption
                  key={`pickup:${point.id}`}
                  id={`pickup:${point.id}`}
                  hintId={`delivery-pickup-${point.id}-hint`}
                  selected={value.option === `pickup:${point.id}`}
                  title={t('delivery.pickup', { name: point.name })}
                  hint={[point.address, pickupPointHours(point, lang), t('delivery.free')]
                    .filter(Boolean)
                    .join(' · ')}
                  breakAnywhere
                />
              ))}
            </RadioGroup>
            {noDays ? (
              <Alert severity="warning">{t('delivery.noDays')}</Alert>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 2,
                  alignItems: 'start',
                }}
              >
                <TextField
                  select
                  label={t('delivery.day')}
                  value={value.date ?? ''}
                  onChange={(event) => {
                    const next = days.find((d) => d.date === event.target.value);
                    // Keep the window when the new day has it, else take the day's only window.
                    const window =
                      next && value.window && next.windows.includes(value.window)
                        ? value.window
                        : next?.windows.length === 1
                          ? next.windows[0]!
                          : null;
                    onChange({ ...value, date: event.target.value || null, window });
                  }}
                  helperText={leadTimeText(options)}
                  slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
                >
                  {days.map((d) => (
                    <MenuItem key={d.date} value={d.date} disabled={d.full}>
                      {capitalize(formatDeliveryDate(d.date, lang))}
                      {d.full ? ` · ${t('delivery.full')}` : ''}
                    </MenuItem>
                  ))}
                </TextField>
                {/* Only the radios are disabled until a day is chosen: a greyed legend would fail contrast. */}
                <FormControl component="fieldset">
                  <FormLabel component="legend" sx={{ fontSize: '0.9rem' }}>
                    {t('delivery.window')}
                  </FormLabel>
                  <RadioGroup
                    row
                    name="deliveryWindow"
                    value={value.window ?? ''}
                    onChange={(event) => onChange({ ...value, window: event.target.value as DeliveryWindow })}
                  >
                    {(['manana', 'tarde'] as const).map((w) => (
                      <FormControlLabel
                        key={w}
                        value={w}
                        disabled={!day || !day.windows.includes(w)}
                        control={<Radio />}
                        label={t(`delivery.windows.${w}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              </Box>
            )}
          </>
        )}
        {error && (
          <FormHelperText id="delivery-error" role="alert">
            {!value.option
              ? t('delivery.missingOption')
              : !value.date
                ? t('delivery.missingDay')
                : t('delivery.missingWindow')}
          </FormHelperText>
        )}
      </FormControl>
    </Paper>
  );
});

/** One zone or pickup point of the radio group: its name, and a hint (price, address, hours) read as its description. */
function DeliveryOption(props: {
  id: string;
  hintId: string;
  selected: boolean;
  title: string;
  hint: string;
  breakAnywhere?: boolean;
}) {
  return (
    <FormControlLabel
      value={props.id}
      control={<Radio slotProps={{ input: { 'aria-describedby': props.hintId } }} />}
      sx={optionBoxSx(props.selected)}
      label={
        <Box sx={{ pt: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {props.title}
          </Typography>
          <Typography
            component="span"
            id={props.hintId}
            aria-hidden
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', ...(props.breakAnywhere ? { overflowWrap: 'anywhere' } : {}) }}
          >
            {props.hint}
          </Typography>
        </Box>
      }
    />
  );
}
