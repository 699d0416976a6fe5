import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import type { AdminOrderDetail } from '../api/get-order.ts';
import { useIssueInvoice, useOrderInvoices } from '../api/invoices.ts';
import { AdminSection } from './admin-layout.tsx';
import { formatArs } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { Credits, dayMonthYear, InvoiceActions, InvoiceState } from './invoices-list.tsx';
import '../../../lib/invoice-texts.ts';

const PAID = new Set(['pagado', 'reembolsado']);

/**
 * The order page's electronic invoice (docs/decisions/0021-electronic-invoices.md): its invoice
 * and credit note with state, CAE and ARCA's observations; "Emitir factura" when a paid order has
 * none; PDF, resend and retry. Looks again every few seconds while a document is on its way.
 */
export function OrderInvoicePanel({
  order,
}: {
  order: Pick<AdminOrderDetail, 'id' | 'paymentStatus'> &
    Partial<Pick<AdminOrderDetail, 'status' | 'payments'>>;
}) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const paid = PAID.has(order.paymentStatus);
  // A refund (or the cancellation of a paid order) brings a credit note: look again until it is here.
  const refunded = (order.payments ?? []).reduce((sum, p) => sum + p.refunded, 0);
  const list = useOrderInvoices(order.id, paid, order.status === 'cancelado' ? Infinity : refunded);
  const issue = useIssueInvoice();
  const items = list.data?.items ?? [];

  return (
    <AdminSection title={t('onOrder.title')}>
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="order-invoices">
        {list.isError && (
          <Alert severity="error">{t('failed', { message: errorMessage(list.error, '') })}</Alert>
        )}
        {list.data && !list.data.enabled && <Alert severity="info">{t('off')}</Alert>}
        {list.data?.enabled && items.length === 0 && (
          <Typography>{paid ? t('onOrder.none') : t('onOrder.notPaid')}</Typography>
        )}
        {items.map((i) => (
          <Box
            key={i.id}
            data-invoice={String(i.id)}
            sx={{ display: 'grid', gap: 0.75, borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              {t(`kinds.${i.kind}`)}{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {i.label ?? t('notNumbered')}
              </Box>
              {i.issueDate ? ` · ${dayMonthYear(i.issueDate)}` : ''}
              {' · '}
              {formatArs(i.kind === 'nota_credito' ? -i.total : i.total, lang)}
            </Typography>
            <Credits invoice={i} />
            {i.cae && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('cae')} {i.cae} · {t('caeExpiry', { date: dayMonthYear(i.caeExpiry) })}
              </Typography>
            )}
            <InvoiceState invoice={i} />
            <InvoiceActions invoice={i} />
          </Box>
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {list.data?.enabled && paid && !items.some((i) => i.kind === 'factura') && (
            <Button variant="contained" onClick={() => issue.mutate(order.id)} disabled={issue.isPending}>
              {t('onOrder.issue')}
            </Button>
          )}
          {list.data?.enabled && (
            <Button component={Link} to="/admin/invoices">
              {t('onOrder.open')}
            </Button>
          )}
        </Box>
        {issue.isError && (
          <Typography role="alert" sx={{ color: 'error.main' }}>
            {t('failed', { message: errorMessage(issue.error, '') })}
          </Typography>
        )}
      </Box>
    </AdminSection>
  );
}
