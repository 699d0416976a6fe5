import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_WINDOWS,
  deliveryPrice,
  formatArs,
  formatDeliveryDate,
  pickupPointHours,
  type DeliveryOptions,
  type DeliveryWindow,
} from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { offeredDays, type DeliverySelection } from '../delivery-selection.ts';
import { TextField } from '../../../components/text-field.tsx';
import { Notice, Skeleton } from '../../../components/feedback.tsx';
import { Radio, RadioGroup } from '../../../components/radio-group.tsx';
import ui from '../../../components/ui.module.css';
import '../texts.ts';
import s from './pickers.module.css';

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
    <div className={s.paper}>
      <fieldset ref={ref} className={`${s.fieldset} ${s.gap} ${error ? s.error : ''}`}>
        <legend className={s.legend}>
          {t('delivery.legend')}
          <span aria-hidden="true">
            {'\u2009'}
            {'*'}
          </span>
        </legend>
        {loading ? (
          <div aria-busy="true" aria-label={t('delivery.loading')} className={s.loading}>
            <Skeleton variant="rounded" style={{ height: 56 }} />
            <Skeleton variant="rounded" style={{ height: 56 }} />
          </div>
        ) : failed || !options ? (
          <Notice
            severity="error"
            action={
              <button type="button" className={`${ui.base} ${ui.button} ${s.retry}`} onClick={onRetry}>
                {t('delivery.retry')}
              </button>
            }
          >
            {t('delivery.loadError')}
          </Notice>
        ) : nothing ? (
          <Notice severity="warning">{t('delivery.noOptions')}</Notice>
        ) : (
          <>
            <div role="radiogroup" aria-label={t('delivery.optionLabel')} className={s.group}>
              {options.zones.map((zone) => (
                <DeliveryOption
                  key={`zone:${zone.id}`}
                  id={`zone:${zone.id}`}
                  hintId={`delivery-zone-${zone.id}-hint`}
                  selected={value.option === `zone:${zone.id}`}
                  onChoose={(option) => onChange({ ...value, option })}
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
                  onChoose={(option) => onChange({ ...value, option })}
                  title={t('delivery.pickup', { name: point.name })}
                  hint={[point.address, pickupPointHours(point, lang), t('delivery.free')]
                    .filter(Boolean)
                    .join(' · ')}
                  breakAnywhere
                />
              ))}
            </div>
            {noDays ? (
              <Notice severity="warning">{t('delivery.noDays')}</Notice>
            ) : (
              <div className={s.when}>
                <TextField
                  select
                  className={s.dayField}
                  label={t('delivery.day')}
                  value={value.date ?? ''}
                  shrink={Boolean(value.date)}
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
                >
                  <option value="" disabled hidden />
                  {days.map((d) => (
                    <option key={d.date} value={d.date} disabled={d.full}>
                      {capitalize(formatDeliveryDate(d.date, lang))}
                      {d.full ? ` · ${t('delivery.full')}` : ''}
                    </option>
                  ))}
                </TextField>
                {/* Only the radios are disabled until a day is chosen: a greyed legend would fail contrast. */}
                <RadioGroup
                  legend
                  smallLabel
                  row
                  label={t('delivery.window')}
                  options={DELIVERY_WINDOWS.map((w) => ({
                    value: w,
                    label: t(`delivery.windows.${w}`),
                    disabled: !day || !day.windows.includes(w),
                  }))}
                  value={value.window ?? ''}
                  onChange={(w) => onChange({ ...value, window: w as DeliveryWindow })}
                  inputProps={{ name: 'deliveryWindow' }}
                />
              </div>
            )}
          </>
        )}
        {error && (
          <p id="delivery-error" role="alert" className={s.helper}>
            {!value.option
              ? t('delivery.missingOption')
              : !value.date
                ? t('delivery.missingDay')
                : t('delivery.missingWindow')}
          </p>
        )}
      </fieldset>
    </div>
  );
});

/** One zone or pickup point of the radio group: its name, and a hint (price, address, hours) read as its description. */
function DeliveryOption(props: {
  id: string;
  hintId: string;
  selected: boolean;
  onChoose: (id: string) => void;
  title: string;
  hint: string;
  breakAnywhere?: boolean;
}) {
  return (
    <label className={s.card}>
      <Radio
        name="deliveryOption"
        value={props.id}
        checked={props.selected}
        onChange={() => props.onChoose(props.id)}
        aria-describedby={props.hintId}
      />
      <span className={s.cardText}>
        <span className={s.cardTitle}>{props.title}</span>
        <span
          id={props.hintId}
          aria-hidden="true"
          className={props.breakAnywhere ? `${s.cardHint} ${s.anywhere}` : s.cardHint}
        >
          {props.hint}
        </span>
      </span>
    </label>
  );
}
