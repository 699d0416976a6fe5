import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  describeOpeningHours,
  fieldsFromZodError,
  shopFactsSchema,
  type OpeningHoursEntry,
  type ShopFactKey,
  type ShopFacts,
} from '@shop/domain';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useSaveShopFacts, useShopFactsAdmin, type ShopFactsAdminView } from '../api/shop-facts.ts';
import { AdminLoading, AdminSection } from './admin-layout.tsx';
import { adminFieldError } from './product-form.tsx';

type TextKey = Exclude<ShopFactKey, 'hours'>;

/** Monday first, as the week is read in Argentina (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

const SECTIONS: { title: string; fields: TextKey[] }[] = [
  { title: 'shop', fields: ['name', 'nameEn', 'address', 'city', 'region', 'postalCode'] },
  { title: 'contact', fields: ['whatsapp', 'infoEmail', 'ordersEmail', 'developerEmail', 'instagramUrl'] },
  { title: 'bank', fields: ['bankAlias', 'bankCbu', 'bankHolder', 'bankCuit', 'bankName'] },
];

/**
 * /admin/shop, "Datos de la tienda" (docs/decisions/0028-shop-facts-in-the-database.md): the
 * shop's name, contact, address, hours and transfer account, which every page, mail and WhatsApp
 * text states. Starts from the environment's values; the fields still holding a stand-in are
 * marked. Checked with the shared schema before sending (CBU and CUIT check digits); the server
 * checks the WhatsApp number too, and its 400 fields show on the fields.
 */
export function ShopFactsPage() {
  const { t } = useTranslation('admin');
  const view = useShopFactsAdmin();
  if (view.isPending) return <AdminLoading />;
  if (view.isError)
    return <Alert severity="error">{t('loadFailed', { message: errorMessage(view.error, '') })}</Alert>;
  return <ShopFactsForm view={view.data} />;
}

function ShopFactsForm({ view }: { view: ShopFactsAdminView }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const save = useSaveShopFacts();
  const [values, setValues] = useState<ShopFacts>(view.facts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const placeholders = new Set<string>(view.placeholders);
  const lang = i18n.language === 'en' ? 'en' : 'es';

  const setHours = (hours: OpeningHoursEntry[]) => setValues((v) => ({ ...v, hours }));
  const setEntry = (index: number, entry: Partial<OpeningHoursEntry>) =>
    setHours(values.hours.map((h, i) => (i === index ? { ...h, ...entry } : h)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = shopFactsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldsFromZodError(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved.facts);
        setToast({ severity: 'success', text: t('shopFacts.saved') });
        setToastOpen(true);
      },
      onError: (err) => {
        if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
        setToast({ severity: 'error', text: t('shopFacts.saveFailed', { message: errorMessage(err, '') }) });
        setToastOpen(true);
      },
    });
  };

  const field = (name: TextKey) => {
    const error = adminFieldError(t, errors[name]);
    const stillExample = placeholders.has(name) && values[name] === view.facts[name];
    return (
      <TextField
        key={name}
        name={name}
        label={t(`shopFacts.fields.${name}`)}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        error={Boolean(error)}
        color={stillExample ? 'warning' : undefined}
        focused={stillExample && !error ? true : undefined}
        helperText={
          error ??
          (stillExample
            ? t(values[name] ? 'shopFacts.placeholder' : 'shopFacts.missing')
            : t(`shopFacts.help.${name}`, { defaultValue: '' }))
        }
        slotProps={{
          htmlInput: {
            inputMode: name === 'whatsapp' || name === 'bankCbu' || name === 'bankCuit' ? 'tel' : undefined,
          },
        }}
      />
    );
  };

  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('shopFacts.title')}
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('shopFacts.intro')}
      </Typography>
      {SECTIONS.slice(0, 2).map((s) => (
        <AdminSection key={s.title} title={t(`shopFacts.sections.${s.title}`)}>
          <Box sx={grid}>{s.fields.map(field)}</Box>
        </AdminSection>
      ))}
      <AdminSection title={t('shopFacts.sections.hours')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('shopFacts.hoursIntro')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {values.hours.map((entry, index) => (
            <Box
              key={index}
              role="group"
              aria-label={t('shopFacts.hoursEntry', { n: index + 1 })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
            >
              <ToggleButtonGroup
                size="small"
                value={entry.days}
                onChange={(_e, days: number[]) => setEntry(index, { days })}
                aria-label={t('shopFacts.days')}
                sx={{ flexWrap: 'wrap' }}
              >
                {WEEK.map((day) => (
                  <ToggleButton key={day} value={day} aria-label={t(`shopFacts.dayNames.${day}`)}>
                    {t(`shopFacts.dayShort.${day}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                type="time"
                size="small"
                label={t('shopFacts.opens')}
                value={entry.opens}
                onChange={(e) => setEntry(index, { opens: e.target.value })}
                error={Boolean(errors[`hours.${index}.opens`])}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 160 }}
              />
              <TextField
                type="time"
                size="small"
                label={t('shopFacts.closes')}
                value={entry.closes}
                onChange={(e) => setEntry(index, { closes: e.target.value })}
                error={Boolean(errors[`hours.${index}.closes`])}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 160 }}
              />
              {values.hours.length > 1 && (
                <IconButton
                  aria-label={t('shopFacts.removeHours', { n: index + 1 })}
                  onClick={() => setHours(values.hours.filter((_h, i) => i !== index))}
                >
                  ×
                </IconButton>
              )}
              {(errors[`hours.${index}.closes`] ||
                errors[`hours.${index}.opens`] ||
                errors[`hours.${index}.days`]) && (
                <Typography role="alert" color="error" variant="body2" sx={{ flexBasis: '100%' }}>
                  {adminFieldError(
                    t,
                    errors[`hours.${index}.closes`] ??
                      errors[`hours.${index}.opens`] ??
                      errors[`hours.${index}.days`],
                  )}
                </Typography>
              )}
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {values.hours.length < 7 && (
              <Button
                variant="outlined"
                size="small"
                onClick={() => setHours([...values.hours, { days: [6], opens: '09:00', closes: '13:00' }])}
              >
                {t('shopFacts.addHours')}
              </Button>
            )}
            <Typography variant="body2" data-testid="hours-preview">
              {t('shopFacts.hoursPreview', {
                hours: shopFactsSchema.shape.hours.safeParse(values.hours).success
                  ? describeOpeningHours(values.hours, lang)
                  : '—',
              })}
            </Typography>
          </Box>
        </Box>
      </AdminSection>
      <AdminSection title={t('shopFacts.sections.bank')}>
        <Box sx={grid}>{SECTIONS[2]!.fields.map(field)}</Box>
      </AdminSection>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('shopFacts.save')}
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
