import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatArs,
  parseArsInput,
  isPaymentMethod,
  isPaymentStatus,
  TIMINGS,
  type PaymentEvent,
  formatOrderNumber,
} from '@shop/domain';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { paymentErrorText } from '../../../lib/payment-error.ts';
import { useLang } from '../../../lib/use-lang.ts';
import type { AdminOrderDetail } from '../api/get-order.ts';
import { useMarkOrderPaid } from '../api/mark-order-paid.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { AdminSection } from './admin-layout.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import '../texts.ts';

/** Payment states after which the payment deadline no longer applies. */
const SETTLED = new Set(['pagado', 'reembolsado']);

/** A column shown from sm up (on a phone its content moves into another cell). */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

const MP_STATUSES = [
  'approved',
  'pending',
  'in_process',
  'authorized',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  'in_mediation',
];

/** Whether the owner may mark the order paid: a transfer or cash order not paid yet (the server has the last word). */
export function canMarkPaid(order: Pick<AdminOrderDetail, 'paymentMethod' | 'paymentStatus'>): boolean {
  return (
    order.paymentMethod !== 'mercadopago' &&
    (order.paymentStatus === 'pendiente' || order.paymentStatus === 'en_revision')
  );
}

/** Whether the owner may refund the order: a paid Mercado Pago order. */
export function canRefund(order: Pick<AdminOrderDetail, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'mercadopago' && order.paymentStatus === 'pagado';
}

/** What is left to refund of the order's approved Mercado Pago payment (ARS), 0 when there is none. */
export function refundableArs(order: Pick<AdminOrderDetail, 'payments'>): number {
  const approved = order.payments.find((p) => p.status === 'approved');
  return approved ? Math.max(0, Math.round(approved.amount - approved.refunded)) : 0;
}

/**
 * The payment of an order in the back office: method and payment status, the
 * Mercado Pago payments seen for it, the payment history (who or which notification, when, from,
 * to), "Marcar como pagado" for transfer or cash orders that are pendiente or en revisión, and
 * "Reembolsar" (after a confirmation, of all that is left or a part: each refund gets its credit
 * note, decision 0033) for paid Mercado Pago orders; the time an unpaid
 * order is released, or that it was (a payment arriving later puts it "en revisión"). Errors show
 * the server's message.
 */
export function OrderPaymentPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const markPaid = useMarkOrderPaid(order.id);
  const refund = useRefundOrder(order.id);
  const [confirming, setConfirming] = useState(false);
  const left = refundableArs(order);
  const [amount, setAmount] = useState('');
  const parsedAmount = parseArsInput(amount);
  const amountError = parsedAmount === null || parsedAmount <= 0 || parsedAmount > left;
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const busy = markPaid.isPending || refund.isPending;
  const statusText = (status: string | null) =>
    status === null ? t('order.created') : isPaymentStatus(status) ? t(`paymentStatus.${status}`) : status;

  const done = (text: string) => {
    setToast({ severity: 'success', text });
    setToastOpen(true);
  };
  const onMarkPaid = () => {
    setError(null);
    markPaid.mutate(undefined, {
      onSuccess: () => done(t('payment.markedPaid')),
      onError: (err) => setError(paymentErrorText(err, t('payment.failed'))),
    });
  };
  const openRefund = () => {
    setAmount(String(left));
    setConfirming(true);
  };
  const onRefund = () => {
    if (amountError) return;
    setError(null);
    refund.mutate(parsedAmount, {
      onSuccess: () => {
        setConfirming(false);
        done(
          parsedAmount < left
            ? t('payment.refundedPart', { amount: formatArs(parsedAmount, lang) })
            : t('payment.refunded'),
        );
      },
      onError: (err) => {
        setConfirming(false);
        setError(paymentErrorText(err, t('payment.failed')));
      },
    });
  };

  return (
    <AdminSection title={t('payment.title')}>
      <Stack spacing={2}>
        <Box
          component="dl"
          // Labels take at most 45 % and wrap ("Se libera si no se paga"), so the status pill keeps room at 390 px.
          sx={{
            display: 'grid',
            gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.75,
            m: 0,
            alignItems: 'center',
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0 },
          }}
        >
          <dt>{t('payment.method')}</dt>
          <dd>
            {isPaymentMethod(order.paymentMethod)
              ? t(`paymentMethod.${order.paymentMethod}`)
              : order.paymentMethod}
          </dd>
          <dt>{t('payment.status')}</dt>
          <dd>
            <PaymentStatusPill status={order.paymentStatus} label={statusText(order.paymentStatus)} />
          </dd>
          {/* A paid (or refunded) order is no longer released for want of payment. */}
          {order.paymentDueAt && !order.expiredAt && !SETTLED.has(order.paymentStatus) && (
            <>
              <dt>{t('payment.dueAt')}</dt>
              <dd>{formatOrderDate(order.paymentDueAt, lang)}</dd>
            </>
          )}
        </Box>
        {order.expiredAt && (
          <Alert severity="warning" data-testid="admin-order-expired">
            {t('payment.expired', { date: formatOrderDate(order.expiredAt, lang) })}
          </Alert>
        )}
        {(canMarkPaid(order) || canRefund(order)) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {canMarkPaid(order) && (
              <Button variant="contained" onClick={onMarkPaid} disabled={busy}>
                {t('payment.markPaid')}
              </Button>
            )}
            {canRefund(order) && (
              <Button variant="outlined" color="error" onClick={openRefund} disabled={busy}>
                {t('payment.refund')}
              </Button>
            )}
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {order.paymentMethod === 'mercadopago' && (
          <Box>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('payment.payments')}
            </Typography>
            {order.payments.length === 0 ? (
              <Typography>{t('payment.noPayments')}</Typography>
            ) : (
              <TableContainer>
                {/* On a phone: narrow cells and the date under the amount, so nothing hides in a sideways scroll. */}
                <Table
                  size="small"
                  aria-label={t('payment.payments')}
                  sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('payment.paymentId')}</TableCell>
                      <TableCell>{t('payment.paymentStatus')}</TableCell>
                      <TableCell align="right">{t('payment.amount')}</TableCell>
                      <TableCell sx={wideOnly}>{t('payment.date')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {order.payments.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{p.id}</TableCell>
                        <TableCell>
                          {MP_STATUSES.includes(p.status) ? t(`payment.mp.${p.status}`) : p.status}
                          {p.status === 'approved' && p.refunded > 0 && (
                            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                              {t('payment.partlyRefunded', { amount: formatArs(p.refunded, lang) })}
                            </Box>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatArs(p.amount, lang)}
                          <Box
                            component="span"
                            sx={{
                              display: { xs: 'block', sm: 'none' },
                              whiteSpace: 'normal',
                              color: 'text.secondary',
                            }}
                          >
                            {formatOrderDate(p.at, lang)}
                          </Box>
                        </TableCell>
                        <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                          {formatOrderDate(p.at, lang)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        )}
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('payment.history')}
          </Typography>
          {order.paymentHistory.length === 0 ? (
            <Typography>{t('payment.noHistory')}</Typography>
          ) : (
            <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
              {order.paymentHistory.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {t('order.historyLine', { from: statusText(h.from), to: statusText(h.to) })}
                  </Typography>{' '}
                  <Typography component="span" color="text.secondary">
                    {t('payment.historyBy', { source: sourceText(t, h), date: formatOrderDate(h.at, lang) })}
                  </Typography>
                  {h.detail && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {h.detail}
                    </Typography>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('payment.confirmRefundTitle', { id: formatOrderNumber(order.number, lang) })}
        text={t('payment.confirmRefundText', { total: formatArs(left, lang) })}
        confirmLabel={t('payment.refund')}
        cancelLabel={t('payment.keep')}
        busy={refund.isPending || amountError}
        danger
        onConfirm={onRefund}
        onClose={() => setConfirming(false)}
      >
        <MoneyField
          label={t('payment.refundAmount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          helperText={
            amountError ? (
              <span role="alert">{t('payment.refundAmountError', { amount: formatArs(left, lang) })}</span>
            ) : (
              t('payment.refundAmountHelp')
            )
          }
          fullWidth
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </AdminSection>
  );
}

/** Who made a payment change: "administración (ana)", "notificación de Mercado Pago"... */
function sourceText(
  t: (key: string, options?: Record<string, unknown>) => string,
  event: PaymentEvent,
): string {
  const source = t(`payment.sources.${event.source}`);
  return event.by ? t('payment.sourceBy', { source, by: event.by }) : source;
}
