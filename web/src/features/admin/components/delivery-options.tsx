import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ALL_WEEKDAYS,
  DELIVERY_WINDOWS,
  deliveryZoneInputSchema,
  fieldsFromZodError,
  formatArs,
  pickupPointInputSchema,
  type DeliveryWindow,
  type DeliveryZone,
  type OptionSchedule,
  type PickupPoint,
  parseArsInput,
} from '@shop/domain';
import { MoneyField } from '../../../components/money-field.tsx';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeleteDeliveryOption } from '../api/delete-delivery-option.ts';
import { useSaveDeliveryOption } from '../api/save-delivery-option.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { adminFieldError } from './product-form.tsx';
import '../delivery-texts.ts';

type Kind = 'zones' | 'pickup-points';
type Item<K extends Kind> = K extends 'zones' ? DeliveryZone : PickupPoint;
type Values = Record<string, string> & { active: string };

/** Monday first, as the owner reads a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** The form keeps the schedule as text ("1,2,3" and "manana,tarde") like its other fields. */
const scheduleValues = (s: OptionSchedule) => ({
  openWeekdays: s.openWeekdays.join(','),
  windows: s.windows.join(','),
});
const openWeekdaysOf = (values: Values): number[] =>
  (values.openWeekdays ?? '').split(',').filter(Boolean).map(Number);
const windowsOf = (values: Values): string[] => (values.windows ?? '').split(',').filter(Boolean);
const ALWAYS = scheduleValues({ openWeekdays: [...ALL_WEEKDAYS], windows: [...DELIVERY_WINDOWS] });

const blankValues = (kind: Kind): Values =>
  kind === 'zones'
    ? { name: '', priceArs: '', freeFromArs: '', ...ALWAYS, active: 'true' }
    : { name: '', address: '', hours: '', hoursEn: '', ...ALWAYS, active: 'true' };

const valuesOf = (kind: Kind, item: DeliveryZone | PickupPoint): Values =>
  kind === 'zones'
    ? {
        name: item.name,
        priceArs: String((item as DeliveryZone).priceArs),
        freeFromArs:
          (item as DeliveryZone).freeFromArs === null ? '' : String((item as DeliveryZone).freeFromArs),
        ...scheduleValues(item),
        active: String(item.active),
      }
    : {
        name: item.name,
        address: (item as PickupPoint).address,
        hours: (item as PickupPoint).hours,
        hoursEn: (item as PickupPoint).hoursEn,
        ...scheduleValues(item),
        active: String(item.active),
      };

/** The owner's list shows both wordings of a point's hours: "Lunes a viernes … / Monday to Friday …". */
const bothHours = (point: PickupPoint): string =>
  [point.hours, point.hoursEn].filter((h) => h.trim()).join(' / ');

/**
 * The body for a zone's or pickup point's form, checked with the shared schema, or the field
 * errors (i18n keys). An empty "free from" means never free.
 */
export function optionBody(
  kind: Kind,
  values: Values,
): { body: Record<string, unknown> } | { errors: Record<string, string> } {
  const parsed =
    kind === 'zones'
      ? deliveryZoneInputSchema.safeParse({
          name: values.name,
          // Amounts typed the Argentine way ("3.500", "$ 3.500") are pesos (parseArsInput).
          priceArs: parseArsInput(values.priceArs ?? '') ?? Number.NaN,
          freeFromArs: parseArsInput(values.freeFromArs ?? ''),
          openWeekdays: openWeekdaysOf(values),
          windows: windowsOf(values),
          active: values.active === 'true',
        })
      : pickupPointInputSchema.safeParse({
          name: values.name,
          address: values.address,
          hours: values.hours,
          hoursEn: values.hoursEn,
          openWeekdays: openWeekdaysOf(values),
          windows: windowsOf(values),
          active: values.active === 'true',
        });
  return parsed.success ? { body: parsed.data } : { errors: fieldsFromZodError(parsed.error) };
}

/** The add (no `id`) and edit form of a zone or a pickup point, checked with the shared schema. */
function OptionForm({
  kind,
  initial,
  submitLabel,
  onDone,
  id,
}: {
  kind: Kind;
  initial: Values;
  submitLabel: string;
  onDone?: () => void;
  id?: string;
}) {
  const { t } = useTranslation(['delivery', 'common', 'admin']);
  const save = useSaveDeliveryOption(kind);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const error = (field: string) => adminFieldError(t, errors[field]);
  const prefix = kind === 'zones' ? 'zones' : 'points';
  const fields =
    kind === 'zones'
      ? (['name', 'priceArs', 'freeFromArs'] as const)
      : (['name', 'address', 'hours', 'hoursEn'] as const);
  const labels: Record<string, string> = {
    name: t(`${prefix}.name`),
    priceArs: t('zones.price'),
    freeFromArs: t('zones.freeFrom'),
    address: t('points.address'),
    hours: t('points.hours'),
    hoursEn: t('points.hoursEn'),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = optionBody(kind, values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id, body: result.body },
      {
        onSuccess: () => {
          if (!id) setValues(blankValues(kind));
          onDone?.();
        },
        onError: (err) => {
          if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
          setFailure(t('common.failed', { message: errorMessage(err, '') }));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={submitLabel}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: `repeat(${fields.length === 4 ? 2 : 3}, minmax(0, 1fr))`,
          },
          gap: 1.5,
        }}
      >
        {fields.map((field) => {
          // The zone's price and "free from" are amounts of pesos: the back office's one money input.
          const Field = field === 'priceArs' || field === 'freeFromArs' ? MoneyField : TextField;
          return (
            <Field
              key={field}
              size="small"
              label={labels[field]}
              value={values[field] ?? ''}
              required={field !== 'freeFromArs' && field !== 'hours' && field !== 'hoursEn'}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={Boolean(error(field))}
              helperText={
                error(field) ??
                (field === 'freeFromArs'
                  ? t('zones.freeFromHelp')
                  : field === 'hoursEn'
                    ? t('points.hoursEnHelp')
                    : undefined)
              }
            />
          );
        })}
      </Box>
      <ScheduleFields kind={kind} values={values} setValues={setValues} error={error} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={values.active === 'true'}
              onChange={(e) => setValues((v) => ({ ...v, active: String(e.target.checked) }))}
            />
          }
          label={t('common.active')}
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {submitLabel}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}

/**
 * The weekdays and windows of a zone or pickup point (checkboxes): checkout offers only these days
 * and windows for it, and the server refuses others (domain OptionSchedule).
 */
function ScheduleFields({
  kind,
  values,
  setValues,
  error,
}: {
  kind: Kind;
  values: Values;
  setValues: (update: (v: Values) => Values) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('delivery');
  const days = openWeekdaysOf(values);
  const windows = windowsOf(values);
  const toggle = (field: 'openWeekdays' | 'windows', item: string, on: boolean) =>
    setValues((v) => {
      const list = (v[field] ?? '')
        .split(',')
        .filter(Boolean)
        .filter((x) => x !== item);
      return { ...v, [field]: (on ? [...list, item] : list).join(',') };
    });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControl component="fieldset" error={Boolean(error('openWeekdays'))}>
        <FormLabel component="legend">
          {t(kind === 'zones' ? 'schedule.zoneDays' : 'schedule.pointDays')}
        </FormLabel>
        <FormGroup row>
          {WEEK_ORDER.map((day) => (
            <FormControlLabel
              key={day}
              label={t(`weekdays.${day}`)}
              control={
                <Checkbox
                  size="small"
                  checked={days.includes(day)}
                  onChange={(e) => toggle('openWeekdays', String(day), e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {error('openWeekdays') && <FormHelperText>{error('openWeekdays')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(error('windows'))}>
        <FormLabel component="legend">{t('schedule.windows')}</FormLabel>
        <FormGroup row>
          {DELIVERY_WINDOWS.map((w: DeliveryWindow) => (
            <FormControlLabel
              key={w}
              label={t(`schedule.window.${w}`)}
              control={
                <Checkbox
                  size="small"
                  checked={windows.includes(w)}
                  onChange={(e) => toggle('windows', w, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {error('windows') && <FormHelperText>{error('windows')}</FormHelperText>}
      </FormControl>
    </Box>
  );
}

/** "Lunes, Martes, …" of a schedule, Monday first; every day: "Todos los días". */
export function scheduleText(t: (key: string) => string, schedule: OptionSchedule): string {
  const days =
    schedule.openWeekdays.length === 7
      ? t('schedule.everyDay')
      : WEEK_ORDER.filter((d) => schedule.openWeekdays.includes(d))
          .map((d) => t(`weekdays.${d}`))
          .join(', ');
  const windows =
    schedule.windows.length === DELIVERY_WINDOWS.length
      ? ''
      : ` (${schedule.windows.map((w) => t(`schedule.window.${w}`)).join(', ')})`;
  return `${days}${windows}`;
}

/**
 * A list of the owner's zones or pickup points as a table (cards on phones), each with
 * Editar (a dialog) and Borrar (confirmed; orders keep the name and price they had), and the form
 * that adds one. Only active ones are offered at checkout.
 */
export function DeliveryOptionList<K extends Kind>({ kind, items }: { kind: K; items: readonly Item<K>[] }) {
  const { t } = useTranslation(['delivery', 'admin']);
  const lang = useLang();
  const remove = useDeleteDeliveryOption(kind);
  const [editing, setEditing] = useState<Item<K> | null>(null);
  const [deleting, setDeleting] = useState<Item<K> | null>(null);
  const prefix = kind === 'zones' ? 'zones' : 'points';
  const yesNo = (active: boolean) => (active ? t('common.activeYes') : t('common.activeNo'));
  const details = (item: Item<K>): string =>
    kind === 'zones'
      ? `${formatArs((item as DeliveryZone).priceArs, lang)} · ${t('zones.freeFrom')}: ${(item as DeliveryZone).freeFromArs === null ? t('zones.never') : formatArs((item as DeliveryZone).freeFromArs!, lang)} · ${scheduleText(t, item)}`
      : [(item as PickupPoint).address, bothHours(item as PickupPoint), scheduleText(t, item)]
          .filter(Boolean)
          .join(' · ');

  const actions = (item: Item<K>) => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setEditing(item)}
        aria-label={t('common.editNamed', { name: item.name })}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => setDeleting(item)}
        aria-label={t('common.deleteNamed', { name: item.name })}
      >
        {t('common.delete')}
      </Button>
    </Box>
  );

  const columns: ResponsiveColumn<Item<K>>[] =
    kind === 'zones'
      ? [
          { header: t('zones.name'), cell: (z) => z.name, rowHeader: true },
          {
            header: t('zones.price'),
            cell: (z) => formatArs((z as DeliveryZone).priceArs, lang),
            align: 'right',
            nowrap: true,
          },
          {
            header: t('zones.freeFrom'),
            cell: (z) =>
              (z as DeliveryZone).freeFromArs === null
                ? t('zones.never')
                : formatArs((z as DeliveryZone).freeFromArs!, lang),
            align: 'right',
            nowrap: true,
          },
          { header: t('schedule.days'), cell: (z) => scheduleText(t, z) },
          { header: t('common.state'), cell: (z) => yesNo(z.active) },
          { header: t('common.actions'), cell: actions },
        ]
      : [
          { header: t('points.name'), cell: (p) => p.name, rowHeader: true },
          { header: t('points.address'), cell: (p) => (p as PickupPoint).address },
          { header: t('points.hours'), cell: (p) => bothHours(p as PickupPoint) },
          { header: t('schedule.days'), cell: (p) => scheduleText(t, p) },
          { header: t('common.state'), cell: (p) => yesNo(p.active) },
          { header: t('common.actions'), cell: actions },
        ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t(`${prefix}.empty`)}</Typography>
      ) : (
        <ResponsiveTable
          items={items}
          getKey={(item) => item.id}
          label={t(`${prefix}.label`)}
          columns={columns}
          renderCard={(item) => (
            <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {details(item)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('common.state')}: {yesNo(item.active)}
              </Typography>
              {actions(item)}
            </Paper>
          )}
        />
      )}
      <OptionForm kind={kind} initial={blankValues(kind)} submitLabel={t(`${prefix}.add`)} />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby="delivery-edit-title"
      >
        {editing && (
          <>
            <DialogTitle id="delivery-edit-title">
              {t('common.editTitle', { name: editing.name })}
            </DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
              <OptionForm
                kind={kind}
                id={editing.id}
                initial={valuesOf(kind, editing)}
                submitLabel={t('common.save')}
                onDone={() => setEditing(null)}
              />
            </DialogContent>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('common.deleteNamed', { name: deleting.name }) : ''}
        text={deleting ? t('common.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        danger
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
