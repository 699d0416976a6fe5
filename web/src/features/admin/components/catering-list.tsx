import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  CATERING_NOTE_MAX,
  CATERING_STATUSES,
  formatArs,
  formatDeliveryDate,
  formatDeliveryWindow,
  parseArsInput,
  VALIDATION_KEYS,
  type AdminCatering,
  type CateringStatus,
} from '@shop/domain';
import { MoneyField } from '../../../components/money-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useAdminCatering, useDeclineCatering, useQuoteCatering } from '../api/catering.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';
import { StatusFilter } from './status-filter.tsx';

const STATUS_COLOR: Record<CateringStatus, 'default' | 'info' | 'success' | 'warning'> = {
  nuevo: 'warning',
  cotizado: 'info',
  confirmado: 'success',
  rechazado: 'default',
};

/**
 * /admin/encargos (docs/decisions/0026-catering-requests.md): catering requests, newest first, each
 * with what was asked and the customer; the owner filters by status, answers a new (or quoted)
 * request with a quote in whole pesos and a note, which mails the shopper a "Confirmar" link, or
 * declines it. A confirmed request links to the order it became.
 */
export function CateringList() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<CateringStatus | ''>('');
  const list = useAdminCatering(status || undefined);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('catering.intro')}</Typography>
      <Box>
        <StatusFilter
          label={t('catering.status')}
          allLabel={t('catering.all')}
          statuses={CATERING_STATUSES}
          statusLabel={(s) => t(`catering.statuses.${s}`)}
          value={status}
          onChange={setStatus}
        />
      </Box>
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: errorMessage(list.error, '') })}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Typography>{t('catering.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('catering.listLabel')}
          sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}
        >
          {list.data.items.map((request) => (
            <CateringCard key={request.id} request={request} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One request: what was asked, the customer, and the owner's answer (quote or decline). */
function CateringCard({ request: r }: { request: AdminCatering }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const quote = useQuoteCatering();
  const decline = useDeclineCatering();
  const [amount, setAmount] = useState(r.quoteArs ? String(r.quoteArs) : '');
  const [note, setNote] = useState(r.note);
  const [amountError, setAmountError] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const open = r.status === 'nuevo' || r.status === 'cotizado';
  const titleId = `catering-${r.id}-title`;

  const sendQuote = () => {
    const value = parseArsInput(amount);
    if (value === null || !Number.isInteger(value) || value < 1) {
      setAmountError(true);
      return;
    }
    setAmountError(false);
    setSent(null);
    quote.mutate(
      { id: r.id, amount: value, note },
      { onSuccess: () => setSent(t('catering.quoteSent', { email: r.email })) },
    );
  };
  const failure = quote.error ?? decline.error;

  return (
    <Paper
      component="li"
      variant="outlined"
      data-catering={r.number}
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h2"
          id={titleId}
          sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.1rem' }}
        >
          {r.number}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[r.status]} label={t(`catering.statuses.${r.status}`)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catering.received', { date: formatOrderDate(r.createdAt, lang) })}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('catering.event')}</dt>
        <dd>{`${formatDeliveryDate(r.eventDate, lang)}, ${formatDeliveryWindow(r.window, lang)}`}</dd>
        <dt>{t('catering.guests')}</dt>
        <dd>{r.guests}</dd>
        <dt>{t('catering.delivery')}</dt>
        <dd>
          {r.delivery === 'delivery'
            ? t('catering.deliveryTo', { address: r.address })
            : t('catering.pickup')}
        </dd>
        <dt>{t('catering.customer')}</dt>
        <dd>{`${r.name} · ${r.email} · ${r.phone}`}</dd>
        {r.items.length > 0 && (
          <>
            <dt>{t('catering.products')}</dt>
            <dd>{r.items.map((i) => `${i.quantity} × ${i.title}`).join(', ')}</dd>
          </>
        )}
        {r.details && (
          <>
            <dt>{t('catering.details')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{r.details}</dd>
          </>
        )}
        {r.quoteArs !== null && (
          <>
            <dt>{t('catering.quoted')}</dt>
            <dd>{formatArs(r.quoteArs, lang)}</dd>
          </>
        )}
        {r.note && !open && (
          <>
            <dt>{t('catering.note')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{r.note}</dd>
          </>
        )}
        {r.orderId && (
          <>
            <dt>{t('catering.order')}</dt>
            <dd>
              <Link component={RouterLink} to={`/admin/orders/${r.orderId}`}>
                {t('catering.orderLink', { id: r.orderId.slice(0, 8) })}
              </Link>
            </dd>
          </>
        )}
      </Box>
      {open && (
        <Box
          component="form"
          noValidate
          aria-label={t('catering.answer', { number: r.number })}
          onSubmit={(e) => {
            e.preventDefault();
            sendQuote();
          }}
          sx={{ display: 'grid', gap: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              alignItems: 'start',
            }}
          >
            <MoneyField
              label={t('catering.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={amountError}
              helperText={
                amountError ? <span role="alert">{t(VALIDATION_KEYS.amount, { ns: 'common' })}</span> : ' '
              }
            />
            <TextField
              label={t('catering.noteLabel')}
              multiline
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              helperText={t('catering.noteHelp')}
              slotProps={{ htmlInput: { maxLength: CATERING_NOTE_MAX } }}
            />
          </Box>
          {failure && <Alert severity="error">{errorMessage(failure, t('catering.failed'))}</Alert>}
          {sent && (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={quote.isPending}>
              {r.status === 'cotizado' ? t('catering.requote') : t('catering.sendQuote')}
            </Button>
            <Button
              color="error"
              disabled={decline.isPending}
              onClick={() => decline.mutate({ id: r.id, note })}
            >
              {t('catering.decline')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
