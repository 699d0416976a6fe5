import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  deliveryTextLines,
  formatArs,
  formatPayBefore,
  isOrderStatus,
  STATUS_UNDO_MINUTES,
  TIMINGS,
  type OrderStatus,
  formatOrderNumber,
} from '@shop/domain';
import { OrderStatusPill } from '../../../components/order-status-pill.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { localDateTimeToIso, statusActions, type StatusAction } from '../admin-format.ts';
import type { AdminOrderDetail } from '../api/get-order.ts';
import { receiptUrl } from '../api/receipt-url.ts';
import { useAdminOrder } from '../api/get-order.ts';
import { useSetOrderStatus, useUndoOrderStatus } from '../api/set-order-status.ts';
import { AdminLayout, AdminLoading } from './admin-layout.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OrderPaymentPanel } from './order-payment-panel.tsx';
import { OrderInvoicePanel } from './order-invoice-panel.tsx';
import { OrderCustomer } from './order-customer.tsx';
import '../texts.ts';
import { AdminSection } from './admin-layout.tsx';

/** /admin/orders/:id: the order's lines, customer, receipts and history, its allowed status changes, and its payment. */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(id);
  const lang = useLang();
  const title = order.data
    ? t('order.title', { id: formatOrderNumber(order.data.number, lang) })
    : t('order.titlePlain');
  return (
    <AdminLayout title={title}>
      <Button component={Link} to="/admin/orders" sx={{ mb: 2 }}>
        ← {t('order.back')}
      </Button>
      {order.isPending ? (
        <AdminLoading />
      ) : order.isError ? (
        order.error instanceof ApiClientError && order.error.status === 404 ? (
          <Alert severity="warning">{t('order.notFound')}</Alert>
        ) : (
          <Alert severity="error" action={<Button onClick={() => void order.refetch()}>{t('retry')}</Button>}>
            {t('loadFailed', { message: errorMessage(order.error, '') })}
          </Alert>
        )
      ) : (
        <OrderView order={order.data} />
      )}
    </AdminLayout>
  );
}

function statusLabel(t: (k: string) => string, status: string | null): string {
  if (!status) return t('order.created');
  return isOrderStatus(status) ? t(`status.${status}`) : status;
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  // On a phone the four columns do not fit the card (the total was hidden):
  // quantity and unit price go under the product's name. The back office renders in the browser only.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const labelSpan = narrow ? 1 : 3;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <OrderStatusPill status={order.status} label={statusLabel(t, order.status)} />
        <Typography>{t('order.placed', { date: formatOrderDate(order.createdAt, lang) })}</Typography>
        {order.deliveryDate && (
          <Typography>{t('order.delivery', { date: formatOrderDate(order.deliveryDate, lang) })}</Typography>
        )}
      </Box>
      {order.withdrawalRequested && (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to="/admin/withdrawals">
              {t('withdrawals.open')}
            </Button>
          }
        >
          {t('withdrawals.onOrder')}
        </Alert>
      )}
      <StatusActions order={order} />
      <OrderPaymentPanel order={order} />
      <OrderInvoicePanel order={order} />
      <AdminSection title={t('order.lines')}>
        <TableContainer>
          <Table size="small" aria-label={t('order.linesLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('order.product')}</TableCell>
                {!narrow && <TableCell align="right">{t('order.quantity')}</TableCell>}
                {!narrow && <TableCell align="right">{t('order.unitPrice')}</TableCell>}
                <TableCell align="right">{t('order.lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((line, i) => (
                <TableRow key={`${line.productId}-${i}`}>
                  <TableCell>
                    {line.title}
                    {narrow && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {line.quantity} × {formatArs(line.unitPrice, lang)}
                      </Typography>
                    )}
                  </TableCell>
                  {!narrow && <TableCell align="right">{line.quantity}</TableCell>}
                  {!narrow && <TableCell align="right">{formatArs(line.unitPrice, lang)}</TableCell>}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatArs(line.lineTotal, lang)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              {(order.discount > 0 || order.delivery) && (
                <>
                  <TableRow>
                    <TableCell colSpan={labelSpan}>{t('order.subtotal')}</TableCell>
                    <TableCell align="right">{formatArs(order.subtotal, lang)}</TableCell>
                  </TableRow>
                  {order.discount > 0 && (
                    <TableRow data-testid="admin-order-discount">
                      <TableCell colSpan={labelSpan}>
                        {t('order.discount', { code: order.coupon ?? '' })}
                      </TableCell>
                      <TableCell align="right">-{formatArs(order.discount, lang)}</TableCell>
                    </TableRow>
                  )}
                  {order.delivery && (
                    <TableRow>
                      <TableCell colSpan={labelSpan}>
                        {t(order.delivery.kind === 'pickup' ? 'order.pickupLine' : 'order.deliveryLine', {
                          name: order.delivery.name,
                        })}
                      </TableCell>
                      <TableCell align="right">
                        {order.delivery.price > 0 ? formatArs(order.delivery.price, lang) : t('order.free')}
                      </TableCell>
                    </TableRow>
                  )}
                </>
              )}
              <TableRow>
                <TableCell
                  colSpan={labelSpan}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}
                >
                  {t('order.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                  {formatArs(order.total, lang)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
        {order.delivery && (
          <Typography data-testid="admin-order-delivery" sx={{ mt: 1.5, fontWeight: 600 }}>
            {deliveryTextLines(order.delivery, lang)[1]}
            {order.delivery.kind === 'pickup' && order.delivery.address ? ` · ${order.delivery.address}` : ''}
          </Typography>
        )}
      </AdminSection>
      <AdminSection title={t('order.customer')}>
        <OrderCustomer order={order} />
      </AdminSection>
      <AdminSection title={t('order.receipts')}>
        {order.receipts.length === 0 ? (
          <Typography>{t('order.noReceipts')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.receipts.map((r) => {
              const name =
                r.originalName || t('order.receiptName', { date: formatOrderDate(r.createdAt, lang) });
              return (
                <Box
                  component="li"
                  key={r.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
                >
                  <MuiLink
                    href={receiptUrl(order.id, r.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('order.viewReceipt', { name })}
                  >
                    {name}
                  </MuiLink>
                  <Typography variant="body2" color="text.secondary">
                    {formatOrderDate(r.createdAt, lang)} · {Math.max(1, Math.round(r.sizeBytes / 1024))} KB
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    href={receiptUrl(order.id, r.id, true)}
                    aria-label={t('order.downloadLabel', { name })}
                  >
                    {t('order.download')}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}
      </AdminSection>
      <AdminSection title={t('order.history')}>
        {order.history.length === 0 ? (
          <Typography>{t('order.noHistory')}</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
            {order.history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {t('order.historyLine', { from: statusLabel(t, h.from), to: statusLabel(t, h.to) })}
                </Typography>{' '}
                {h.undo && (
                  <Typography component="span" sx={{ fontWeight: 600, color: 'warning.dark' }}>
                    {t('order.historyUndo')}{' '}
                  </Typography>
                )}
                <Typography component="span" color="text.secondary">
                  {t('order.historyBy', { by: h.by ?? '—', date: formatOrderDate(h.at, lang) })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </AdminSection>
    </Stack>
  );
}

function StatusActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetOrderStatus(order.id);
  const undo = useUndoOrderStatus(order.id);
  const lang = useLang();
  const [delivery, setDelivery] = useState('');
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const actions = statusActions(order.allowedNext);

  const run = (status: OrderStatus) => {
    setError(null);
    const deliveryDate = status === 'en_camino' ? localDateTimeToIso(delivery) : undefined;
    setStatus.mutate(
      { status, ...(deliveryDate ? { deliveryDate } : {}) },
      {
        onSuccess: () => {
          setConfirming(null);
          setDelivery('');
          setToast({ severity: 'success', text: t('order.changed', { status: t(`status.${status}`) }) });
          setToastOpen(true);
        },
        onError: (err) => {
          setConfirming(null);
          setError(errorMessage(err, t('order.failed')));
        },
      },
    );
  };

  const undoLast = () => {
    setError(null);
    undo.mutate(undefined, {
      onSuccess: (answer) => {
        setToast({
          severity: 'success',
          text: t('order.undone', {
            status: isOrderStatus(answer.status) ? t(`status.${answer.status}`) : answer.status,
          }),
        });
        setToastOpen(true);
      },
      onError: (err) => setError(errorMessage(err, t('order.failed'))),
    });
  };

  return (
    <AdminSection title={t('order.actions')}>
      {order.undo && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={undoLast} disabled={undo.isPending}>
              {t('order.undo')}
            </Button>
          }
        >
          {t('order.undoOffer', {
            status: isOrderStatus(order.status) ? t(`status.${order.status}`) : order.status,
            to: t(`status.${order.undo.to}`),
            // Argentina's time, as every time the shop shows.
            time: formatPayBefore(new Date(order.undo.until), lang).time,
          })}
        </Alert>
      )}
      {actions.length === 0 ? (
        <Typography>{t('order.noActions')}</Typography>
      ) : (
        <Stack spacing={2}>
          {actions.some((a) => a.status === 'en_camino') && (
            <TextField
              label={t('order.deliveryInput')}
              helperText={t('order.deliveryInputHelp')}
              type="datetime-local"
              value={delivery}
              onChange={(e) => setDelivery(e.target.value)}
              size="small"
              sx={{ maxWidth: 360 }}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {actions.map((a) => (
              <Button
                key={a.status}
                variant={a.danger ? 'outlined' : 'contained'}
                color={a.danger ? 'error' : 'primary'}
                disabled={setStatus.isPending}
                onClick={() => (a.confirm ? setConfirming(a) : run(a.status))}
              >
                {t(a.labelKey)}
              </Button>
            ))}
          </Box>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming?.status === 'entregado' ? 'order.confirmDeliveredTitle' : 'order.confirmCancelTitle',
          { id: formatOrderNumber(order.number, lang) },
        )}
        text={
          confirming?.status === 'entregado'
            ? t('order.confirmDeliveredText', { count: STATUS_UNDO_MINUTES })
            : t('order.confirmCancelText')
        }
        confirmLabel={confirming ? t(confirming.labelKey) : ''}
        cancelLabel={t('order.keep')}
        busy={setStatus.isPending}
        danger={confirming?.danger ?? false}
        onConfirm={() => confirming && run(confirming.status)}
        onClose={() => setConfirming(null)}
      />
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
