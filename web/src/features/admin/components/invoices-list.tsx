import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatArs, type AdminInvoice, formatOrderNumber } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import {
  adminInvoicePdfUrl,
  invoicesCsvUrl,
  useAdminInvoices,
  useResendInvoice,
  useRetryInvoice,
} from '../api/invoices.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';
import '../../../lib/invoice-texts.ts';

/** This month in Argentina, YYYY-MM. */
export function currentArgentinaMonth(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .slice(0, 7);
}

/**
 * The `count` months up to `month` (YYYY-MM), newest first, each with its name in `lang`
 * ("noviembre de 2026", "November 2026"): the invoices page's month list. A native month input
 * would speak the browser's language, not the page's.
 */
export function recentMonths(month: string, count: number, lang: string): { value: string; label: string }[] {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const name = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-AR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, monthIndex - back, 1));
    return { value: first.toISOString().slice(0, 7), label: name.format(first) };
  });
}

/** "28/11/2026" from YYYY-MM-DD. */
export const dayMonthYear = (iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

const STATE_COLORS = { emitida: 'success', pendiente: 'warning', rechazada: 'error' } as const;

/** A document's state as a chip, with ARCA's observations under it when there are any. */
export function InvoiceState({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip size="small" color={STATE_COLORS[invoice.state]} label={t(`states.${invoice.state}`)} />
      {invoice.observations && invoice.state !== 'emitida' && (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {t('arcaSays', { text: invoice.observations })}
        </Typography>
      )}
    </Box>
  );
}

/** PDF, resend and retry for one document. */
export function InvoiceActions({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const retry = useRetryInvoice();
  const resend = useResendInvoice();
  const label = invoice.label ?? t('notNumbered');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {invoice.state === 'emitida' && invoice.hasPdf && (
        <>
          <Button
            size="small"
            variant="outlined"
            href={adminInvoicePdfUrl(invoice.id)}
            target="_blank"
            rel="noopener"
            aria-label={t('pdfOf', { label })}
          >
            {t('pdf')}
          </Button>
          <Button
            size="small"
            onClick={() => resend.mutate(invoice.id)}
            disabled={resend.isPending}
            aria-label={t('resendOf', { label })}
          >
            {t('resend')}
          </Button>
        </>
      )}
      {invoice.state !== 'emitida' && (
        <Button
          size="small"
          variant="contained"
          onClick={() => retry.mutate(invoice.id)}
          disabled={retry.isPending}
          aria-label={t('retryOf', { id: formatOrderNumber(invoice.orderNumber, lang) })}
        >
          {t('retry')}
        </Button>
      )}
      {resend.isSuccess && (
        <Typography variant="body2" role="status">
          {t('resent')}
        </Typography>
      )}
      {(retry.isError || resend.isError) && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {t('failed', { message: errorMessage(retry.error ?? resend.error, '') })}
        </Typography>
      )}
    </Box>
  );
}

/** A credit note's "de la factura C 00003-00000042" (decision 0033); nothing for an invoice. */
export function Credits({ invoice }: { invoice: Pick<AdminInvoice, 'credits'> }) {
  const { t } = useTranslation('invoices');
  if (!invoice.credits) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
      {t('credits', { label: invoice.credits })}
    </Box>
  );
}

/**
 * /admin/invoices (docs/decisions/0021-electronic-invoices.md): the month's invoices and credit
 * notes with their number, date, order, total, CAE and state; the accountant's CSV; the PDF,
 * resend and retry of each. Says so when invoicing is off.
 */
export function InvoicesList() {
  const { t } = useTranslation('invoices');
  const { t: tAdmin } = useTranslation('admin');
  const lang = useLang();
  const [month, setMonth] = useState(currentArgentinaMonth);
  const list = useAdminInvoices(month);

  const number = (i: AdminInvoice) => (
    <Box component="span" sx={{ display: 'grid' }}>
      <span>{t(`kinds.${i.kind}`)}</span>
      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
        {i.label ?? t('notNumbered')}
      </Box>
      <Credits invoice={i} />
    </Box>
  );
  const order = (i: AdminInvoice) => (
    <Link component={RouterLink} to={`/admin/orders/${i.orderId}`}>
      {t('orderLink', { id: formatOrderNumber(i.orderNumber, lang) })}
    </Link>
  );
  const cae = (i: AdminInvoice) =>
    i.cae ? (
      <Box component="span" sx={{ display: 'grid' }}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {i.cae}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('caeExpiry', { date: dayMonthYear(i.caeExpiry) })}
        </Box>
      </Box>
    ) : (
      '—'
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
      {list.data && !list.data.enabled && <Alert severity="info">{t('off')}</Alert>}
      {list.data?.enabled !== false && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('month')}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            {recentMonths(currentArgentinaMonth(), 24, lang).map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" href={invoicesCsvUrl(month)} download>
            {t('csv')}
          </Button>
        </Box>
      )}
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{tAdmin('retry')}</Button>}
        >
          {tAdmin('loadFailed', { message: errorMessage(list.error, '') })}
        </Alert>
      ) : list.data.items.length === 0 ? (
        list.data.enabled && <Typography>{t('empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={list.data.items}
          getKey={(i) => String(i.id)}
          label={t('tableLabel')}
          rowProps={(i) => ({ 'data-invoice': String(i.id) })}
          columns={[
            { header: t('number'), rowHeader: true, cell: number },
            { header: t('date'), nowrap: true, cell: (i) => dayMonthYear(i.issueDate) || '—' },
            { header: t('order'), nowrap: true, cell: order },
            {
              header: t('total'),
              nowrap: true,
              cell: (i) => formatArs(i.kind === 'nota_credito' ? -i.total : i.total, lang),
            },
            { header: t('cae'), cell: cae },
            { header: t('state'), cell: (i) => <InvoiceState invoice={i} /> },
            { header: t('actions'), cell: (i) => <InvoiceActions invoice={i} /> },
          ]}
          renderCard={(i) => (
            <Paper
              component="li"
              variant="outlined"
              data-invoice={String(i.id)}
              sx={{ p: 2, display: 'grid', gap: 1 }}
            >
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {t(`kinds.${i.kind}`)} {i.label ?? t('notNumbered')}
              </Typography>
              <Credits invoice={i} />
              <Typography variant="body2">
                {dayMonthYear(i.issueDate) || '—'} · {order(i)} ·{' '}
                {formatArs(i.kind === 'nota_credito' ? -i.total : i.total, lang)}
              </Typography>
              {i.cae && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('cae')} {i.cae} · {t('caeExpiry', { date: dayMonthYear(i.caeExpiry) })}
                </Typography>
              )}
              <InvoiceState invoice={i} />
              <InvoiceActions invoice={i} />
            </Paper>
          )}
        />
      )}
    </Box>
  );
}
