import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CART_RECOVERY_DAYS,
  formatArs,
  type AbandonedCart,
  type AbandonedCartSettings,
  type CartRecovery,
} from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import {
  useAbandonedCarts,
  useSaveAbandonedCartSettings,
  useWhatsappReminder,
} from '../api/abandoned-carts.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';

/** The delays offered, in hours (the server takes 30 minutes to 7 days). */
const DELAY_HOURS = [1, 2, 3, 6, 12, 24, 48, 72];

function SettingsForm({ settings }: { settings: AbandonedCartSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveAbandonedCartSettings();
  const [values, setValues] = useState(settings);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const delays = DELAY_HOURS.map((h) => h * 60);
  if (!delays.includes(values.afterMinutes)) delays.push(values.afterMinutes);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => setToast({ severity: 'success', text: t('abandoned.saved') }),
      onError: (err) =>
        setToast({ severity: 'error', text: t('loadFailed', { message: errorMessage(err, '') }) }),
      onSettled: () => setToastOpen(true),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t('abandoned.settings')}
      onSubmit={onSubmit}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography component="h2" variant="h6">
        {t('abandoned.settings')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={values.enabled}
            onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))}
          />
        }
        label={t('abandoned.enabled')}
      />
      <TextField
        select
        label={t('abandoned.after')}
        value={values.afterMinutes}
        onChange={(e) => setValues((v) => ({ ...v, afterMinutes: Number(e.target.value) }))}
        helperText={t('abandoned.afterHelp')}
        sx={{ maxWidth: 360 }}
      >
        {delays.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {minutes % 60 === 0
              ? t('abandoned.hours', { count: minutes / 60 })
              : t('abandoned.minutes', { count: minutes })}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('abandoned.save')}
        </Button>
      </Box>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={4000}
        closeText={t('close')}
      />
    </Paper>
  );
}

/** What reminders brought back over the last CART_RECOVERY_DAYS days, as four figures. */
function RecoveryFigures({ recovery }: { recovery: CartRecovery }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const figures = [
    [t('abandoned.figures.reminded'), String(recovery.reminded)],
    [t('abandoned.figures.restored'), String(recovery.restored)],
    [t('abandoned.figures.orders'), String(recovery.orders)],
    [t('abandoned.figures.revenue'), formatArs(recovery.revenueArs, lang)],
  ] as const;
  return (
    <Box component="section" aria-labelledby="recovery-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="recovery-title" component="h2" variant="h6">
        {t('abandoned.figures.title', { days: CART_RECOVERY_DAYS })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {figures.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * /admin/abandoned-carts (docs/decisions/0024-abandoned-carts.md): the reminders' switch and delay,
 * and the saved carts not yet ordered: customer, lines, total, last change, reminder sent (mail or
 * WhatsApp) and whether its link was used; "Recordar por WhatsApp" opens a chat with the customer
 * with the cart and a restore link already written.
 */
export function AbandonedCartsAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const list = useAbandonedCarts();
  const whatsapp = useWhatsappReminder();

  const remind = (cart: AbandonedCart) => {
    // Opened at once (a pop-up blocker allows a window opened in the click); filled in when the link is made.
    const chat = window.open('', '_blank');
    whatsapp.mutate(cart.userId, {
      onSuccess: ({ url }) => {
        if (chat) chat.location.href = url;
        else window.location.href = url;
      },
      onError: () => chat?.close(),
    });
  };

  const customer = (c: AbandonedCart) => (
    <Box component="span" sx={{ display: 'grid', overflowWrap: 'anywhere' }}>
      <span>{c.name}</span>
      <span>{c.email}</span>
      {c.phone && <span>{c.phone}</span>}
    </Box>
  );
  const lines = (c: AbandonedCart) =>
    c.lines.map((l) => t('abandoned.line', { title: l.title, quantity: l.quantity })).join(', ');
  const reminded = (c: AbandonedCart) =>
    c.remindedAt === null
      ? t('abandoned.notReminded')
      : `${t(c.remindedBy === 'whatsapp' ? 'abandoned.remindedWhatsapp' : 'abandoned.remindedMail', { date: formatOrderDate(c.remindedAt, lang) })}${c.restored ? ` · ${t('abandoned.restored')}` : ''}`;
  const action = (c: AbandonedCart) =>
    c.canWhatsapp ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => remind(c)}
        disabled={whatsapp.isPending}
        aria-label={t('abandoned.whatsappFor', { name: c.name })}
      >
        {t('abandoned.whatsapp')}
      </Button>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('abandoned.noPhone')}
      </Typography>
    );

  if (list.isPending) return <AdminLoading />;
  if (list.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed', { message: errorMessage(list.error, '') })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('abandoned.intro')}</Typography>
      <RecoveryFigures recovery={list.data.recovery} />
      <SettingsForm settings={list.data.settings} />
      {whatsapp.isError && <Alert severity="error">{errorMessage(whatsapp.error, '')}</Alert>}
      {list.data.items.length === 0 ? (
        <Typography>{t('abandoned.empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={list.data.items}
          getKey={(c) => c.userId}
          label={t('abandoned.tableLabel')}
          rowProps={(c) => ({ 'data-cart': c.email })}
          columns={[
            { header: t('abandoned.customer'), rowHeader: true, cell: customer },
            { header: t('abandoned.lines'), sx: { overflowWrap: 'anywhere' }, cell: lines },
            { header: t('abandoned.total'), nowrap: true, cell: (c) => formatArs(c.totalArs, lang) },
            { header: t('abandoned.changed'), nowrap: true, cell: (c) => formatOrderDate(c.changedAt, lang) },
            { header: t('abandoned.reminder'), cell: reminded },
            { header: t('abandoned.action'), cell: action },
          ]}
          renderCard={(c) => (
            <Paper
              component="li"
              variant="outlined"
              data-cart={c.email}
              sx={{ p: 2, display: 'grid', gap: 1 }}
            >
              <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {c.name} · {formatArs(c.totalArs, lang)}
              </Typography>
              <Typography variant="body2" component="div">
                {customer(c)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {lines(c)}
              </Typography>
              <Typography variant="body2">
                {t('abandoned.changed')}: {formatOrderDate(c.changedAt, lang)}
              </Typography>
              <Typography variant="body2">{reminded(c)}</Typography>
              <Box>{action(c)}</Box>
            </Paper>
          )}
        />
      )}
    </Box>
  );
}
