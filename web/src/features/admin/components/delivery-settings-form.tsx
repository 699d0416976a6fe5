import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import {
  deliverySettingsSchema,
  fieldsFromZodError,
  formatDeliveryDate,
  type DeliverySettings,
  type DeliverySettingsView,
} from '@shop/domain';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSaveDeliverySettings } from '../api/save-delivery-settings.ts';
import { adminFieldError } from './product-form.tsx';
import '../delivery-texts.ts';

// Monday first, as an Argentine calendar reads.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The form's values: numbers as typed, so a half-typed value is not lost. */
interface Values {
  leadTimeHours: string;
  closedWeekdays: number[];
  blockedDates: string[];
  /** National holidays the owner opens (the others are closed). */
  openHolidays: string[];
  capacityKind: DeliverySettings['capacityKind'];
  capacityPerDay: string;
  daysAhead: string;
}

const toValues = (s: DeliverySettings): Values => ({
  leadTimeHours: String(s.leadTimeHours),
  closedWeekdays: s.closedWeekdays,
  blockedDates: s.blockedDates,
  openHolidays: s.openHolidays,
  capacityKind: s.capacityKind,
  capacityPerDay: s.capacityPerDay === null ? '' : String(s.capacityPerDay),
  daysAhead: String(s.daysAhead),
});

// "" and anything but digits become NaN, which the shared schema refuses with its message.
const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The PUT body for the form's values, checked with the shared schema, or the field errors (i18n
 * keys) to show. An empty capacity means no limit.
 */
export function settingsBody(
  values: Values,
): { body: DeliverySettings } | { errors: Record<string, string> } {
  const parsed = deliverySettingsSchema.safeParse({
    leadTimeHours: wholeNumber(values.leadTimeHours),
    closedWeekdays: values.closedWeekdays,
    blockedDates: values.blockedDates,
    openHolidays: values.openHolidays,
    capacityKind: values.capacityKind,
    capacityPerDay: values.capacityPerDay.trim() === '' ? null : wholeNumber(values.capacityPerDay),
    daysAhead: wholeNumber(values.daysAhead),
  });
  if (parsed.success) return { body: parsed.data };
  const fields = fieldsFromZodError(parsed.error);
  return { errors: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0]!, v])) };
}

/**
 * /admin/delivery's day rules: minimum notice in hours, the weekdays without delivery
 * or pickup, the next 12 months' national holidays (closed unless the owner ticks "Abrir"), other
 * blocked dates, the capacity per day (orders or units; empty = no limit) and how many days ahead
 * can be booked. Checked with the shared schema before sending; the server's answer
 * (400 with fields) is shown on the fields too.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettingsView }) {
  const { t } = useTranslation(['delivery', 'common', 'admin']);
  const lang = useLang();
  const save = useSaveDeliverySettings();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [holidays, setHolidays] = useState(settings.holidays);
  const [newDate, setNewDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const error = (field: string) => adminFieldError(t, errors[field]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = settingsBody(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.body, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        setHolidays(saved.holidays);
        setToast({ severity: 'success', text: t('settings.saved') });
        setToastOpen(true);
      },
      onError: (err) => {
        if (err instanceof ApiClientError && err.fields)
          setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split('.')[0]!, v])));
        setToast({ severity: 'error', text: t('settings.saveFailed', { message: errorMessage(err, '') }) });
        setToastOpen(true);
      },
    });
  };

  const addBlocked = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDate)) return;
    set('blockedDates', [...new Set([...values.blockedDates, newDate])].sort());
    setNewDate('');
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <TextField
          label={t('settings.leadTime')}
          value={values.leadTimeHours}
          onChange={(e) => set('leadTimeHours', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(error('leadTimeHours'))}
          helperText={error('leadTimeHours') ?? t('settings.leadTimeHelp')}
        />
        <TextField
          label={t('settings.daysAhead')}
          value={values.daysAhead}
          onChange={(e) => set('daysAhead', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(error('daysAhead'))}
          helperText={error('daysAhead')}
        />
        <TextField
          label={t('settings.capacity')}
          value={values.capacityPerDay}
          onChange={(e) => set('capacityPerDay', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(error('capacityPerDay'))}
          helperText={error('capacityPerDay') ?? t('settings.capacityHelp')}
        />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('settings.capacityKind')}</FormLabel>
        <RadioGroup
          row
          name="capacityKind"
          value={values.capacityKind}
          onChange={(e) => set('capacityKind', e.target.value as Values['capacityKind'])}
        >
          <FormControlLabel value="orders" control={<Radio />} label={t('settings.capacityOrders')} />
          <FormControlLabel value="units" control={<Radio />} label={t('settings.capacityUnits')} />
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(error('closedWeekdays'))}>
        <FormLabel component="legend">{t('settings.closedWeekdays')}</FormLabel>
        <FormGroup row>
          {WEEK_ORDER.map((day) => (
            <FormControlLabel
              key={day}
              label={t(`weekdays.${day}`)}
              control={
                <Checkbox
                  checked={values.closedWeekdays.includes(day)}
                  onChange={(e) =>
                    set(
                      'closedWeekdays',
                      e.target.checked
                        ? [...values.closedWeekdays, day].sort()
                        : values.closedWeekdays.filter((d) => d !== day),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {error('closedWeekdays') && <FormHelperText>{error('closedWeekdays')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(error('openHolidays'))}>
        <FormLabel component="legend">{t('settings.holidays')}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{t('settings.holidaysHelp')}</FormHelperText>
        {holidays.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('settings.noHolidays')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('settings.holidays')}
            sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}
          >
            {holidays.map((h) => {
              const open = values.openHolidays.includes(h.date);
              const day = formatDeliveryDate(h.date, lang, { withYear: true });
              return (
                <Box
                  component="li"
                  key={h.date}
                  data-holiday={h.date}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    py: 0.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography
                    variant="body2"
                    sx={{ minWidth: 0, color: open ? 'text.primary' : 'text.secondary' }}
                  >
                    <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      {day}
                    </Box>{' '}
                    · {h.name}
                  </Typography>
                  <FormControlLabel
                    sx={{ mr: 0, flexShrink: 0 }}
                    label={t('settings.holidayOpen')}
                    control={
                      <Checkbox
                        size="small"
                        checked={open}
                        slotProps={{
                          input: {
                            'aria-label': t('settings.holidayOpenLabel', { date: day, name: h.name }),
                          },
                        }}
                        onChange={(e) =>
                          set(
                            'openHolidays',
                            e.target.checked
                              ? [...values.openHolidays, h.date].sort()
                              : values.openHolidays.filter((d) => d !== h.date),
                          )
                        }
                      />
                    }
                  />
                </Box>
              );
            })}
          </Box>
        )}
        {error('openHolidays') && <FormHelperText>{error('openHolidays')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(error('blockedDates'))}>
        <FormLabel component="legend">{t('settings.blockedDates')}</FormLabel>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <TextField
            type="date"
            size="small"
            label={t('settings.blockedDate')}
            value={newDate}
            onChange={(e) => setNewDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={addBlocked} disabled={!newDate}>
            {t('settings.addBlocked')}
          </Button>
        </Box>
        {values.blockedDates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('settings.noBlocked')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('settings.blockedDates')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {values.blockedDates.map((date) => (
              <li key={date}>
                <Chip
                  label={`${formatDeliveryDate(date, lang)} (${date})`}
                  onDelete={() =>
                    set(
                      'blockedDates',
                      values.blockedDates.filter((d) => d !== date),
                    )
                  }
                  deleteIcon={
                    <CancelIcon
                      role="button"
                      aria-label={t('settings.removeBlocked', { date })}
                      aria-hidden={false}
                    />
                  }
                />
              </li>
            ))}
          </Box>
        )}
        {error('blockedDates') && <FormHelperText>{error('blockedDates')}</FormHelperText>}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('settings.save')}
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
