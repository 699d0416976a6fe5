import { useState } from 'react';
import {
  Link as MuiLink,
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  formatArs,
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  formatOrderNumber,
  isWhatsappReference,
} from '@shop/domain';
import { OrderStatusPill } from '../../../components/order-status-pill.tsx';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { dateRangeToIso } from '../admin-format.ts';
import { useAdminOrders, type AdminOrderSummary } from '../api/get-orders.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { AdminLoading } from './admin-layout.tsx';
import { WhatsappOrders } from './whatsapp-orders.tsx';
import '../texts.ts';

/**
 * /admin, the order desk: counts per status that filter the list, a search, a date
 * range, and the orders newest first (a table on wide screens, cards on phones), 50 at a time.
 * Each order's payment badge, and counts per payment status that filter the list too.
 * The statuses and the customer (from the customers list) are in the address, so they survive a reload.
 * Above them, the orders started by WhatsApp (whatsapp-orders.tsx), when there are any.
 */
export function OrderDesk() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status: OrderStatus | undefined = isOrderStatus(statusParam) ? statusParam : undefined;
  const paymentParam = params.get('payment') ?? '';
  const paymentStatus: PaymentStatus | undefined = isPaymentStatus(paymentParam) ? paymentParam : undefined;
  const userId = params.get('userId') || undefined;
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebounced(search.trim(), 350) || undefined;
  const orders = useAdminOrders({ status, paymentStatus, userId, q, ...dateRangeToIso(from, to) });

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const firstPage = orders.data?.pages[0];
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = firstPage?.counts;
  const allCount = counts ? ORDER_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  const paymentCounts = firstPage?.paymentCounts;
  const allPaymentsCount = paymentCounts
    ? PAYMENT_STATUSES.reduce((n, s) => n + (paymentCounts[s] ?? 0), 0)
    : undefined;
  const chipLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : t('desk.countChip', { label, count });

  const statusLabel = status
    ? chipLabel(t(`status.${status}`), counts?.[status])
    : chipLabel(t('desk.all'), allCount);
  const paymentLabel = paymentStatus
    ? chipLabel(t(`paymentStatus.${paymentStatus}`), paymentCounts?.[paymentStatus])
    : chipLabel(t('desk.allPayments'), allPaymentsCount);

  // A WhatsApp reference (from the production list's link, or typed in the search) shows that order alone.
  const whatsappReference =
    params.get('whatsapp') ?? (isWhatsappReference(search) ? search.trim().toUpperCase() : undefined);

  return (
    <Box>
      <WhatsappOrders reference={whatsappReference} />
      {/* On phones the status and payment chips and the dates fold under one "Filtros" line, as the
          catalogue's filters do, so the first order shows on the first screen (about 1,250 px of
          chips came first at 390 px). A native <details> (it opens before hydration); from md up
          its summary is hidden and the content always shown. React never sets `open`. */}
      <Box
        component="details"
        data-testid="desk-filter-fold"
        sx={(theme) => ({
          mb: 2,
          '& > summary': { cursor: 'pointer', py: 0.75, fontWeight: 600, color: 'primary.main' },
          [theme.breakpoints.up('md')]: {
            mb: 0,
            '& > summary': { display: 'none' },
            '&::details-content': { contentVisibility: 'visible', display: 'block', height: 'auto' },
          },
        })}
      >
        <Box component="summary">
          {t('desk.filtersToggle')}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            · {statusLabel} · {paymentLabel}
          </Typography>
        </Box>
        <Box sx={{ pt: { xs: 1, md: 0 } }}>
          <Stack
            direction="row"
            role="group"
            aria-label={t('desk.filtersLabel')}
            sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            <Chip
              label={chipLabel(t('desk.all'), allCount)}
              color={status ? 'default' : 'primary'}
              variant={status ? 'outlined' : 'filled'}
              onClick={() => setParam('status', undefined)}
              aria-pressed={!status}
            />
            {ORDER_STATUSES.map((s) => (
              <Chip
                key={s}
                label={chipLabel(t(`status.${s}`), counts?.[s])}
                color={status === s ? 'primary' : 'default'}
                variant={status === s ? 'filled' : 'outlined'}
                onClick={() => setParam('status', s)}
                aria-pressed={status === s}
              />
            ))}
          </Stack>
          <Stack
            direction="row"
            role="group"
            aria-label={t('desk.paymentFiltersLabel')}
            sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
          >
            <Typography component="span" variant="body2" color="text.secondary" aria-hidden sx={{ mr: 0.5 }}>
              {t('desk.paymentFilters')}
            </Typography>
            <Chip
              label={chipLabel(t('desk.allPayments'), allPaymentsCount)}
              color={paymentStatus ? 'default' : 'primary'}
              variant={paymentStatus ? 'outlined' : 'filled'}
              onClick={() => setParam('payment', undefined)}
              aria-pressed={!paymentStatus}
            />
            {PAYMENT_STATUSES.map((s) => (
              <Chip
                key={s}
                label={chipLabel(t(`paymentStatus.${s}`), paymentCounts?.[s])}
                color={paymentStatus === s ? 'primary' : 'default'}
                variant={paymentStatus === s ? 'filled' : 'outlined'}
                onClick={() => setParam('payment', s)}
                aria-pressed={paymentStatus === s}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              label={t('desk.from')}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('desk.to')}
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </Box>
      </Box>
      <TextField
        label={t('desk.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2 }}
      />
      {userId && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={<Button onClick={() => setParam('userId', undefined)}>{t('desk.clearCustomer')}</Button>}
        >
          {t('desk.customerFilter')}
        </Alert>
      )}
      {orders.isPending ? (
        <AdminLoading />
      ) : orders.isError ? (
        <Alert severity="error" action={<Button onClick={() => void orders.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: errorMessage(orders.error, '') })}
        </Alert>
      ) : items.length === 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          {t('desk.empty')}
        </Typography>
      ) : (
        // Dimmed and marked busy while another search or filter loads (the previous list stays).
        <Box
          aria-busy={orders.isPlaceholderData || undefined}
          sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <ResponsiveTable
            items={items}
            getKey={(o) => o.id}
            label={t('desk.tableLabel')}
            hover
            columns={[
              {
                header: t('desk.columns.id'),
                cell: (o) => {
                  const id = formatOrderNumber(o.number, lang);
                  return (
                    // The theme's link (shop brown, underline on hover), not the browser's default blue.
                    <MuiLink
                      component={Link}
                      to={`/admin/orders/${o.id}`}
                      aria-label={t('desk.open', { id })}
                      underline="hover"
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                    >
                      {id}
                    </MuiLink>
                  );
                },
              },
              {
                header: t('desk.columns.date'),
                nowrap: true,
                cell: (o) => formatOrderDate(o.createdAt, lang),
              },
              {
                header: t('desk.columns.customer'),
                cell: (o) => (
                  <>
                    {o.customer.name}
                    <Typography variant="body2" color="text.secondary">
                      {o.customer.email}
                    </Typography>
                  </>
                ),
              },
              {
                header: t('desk.columns.total'),
                align: 'right',
                nowrap: true,
                cell: (o) => formatArs(o.total, lang),
              },
              { header: t('desk.columns.status'), cell: (o) => <DeskStatus status={o.status} /> },
              {
                header: t('desk.columns.payment'),
                cell: (o) => <DeskPayment status={o.paymentStatus} receiptToCheck={o.receiptToCheck} />,
              },
            ]}
            renderCard={(o) => <DeskCard order={o} lang={lang} />}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Typography role="status" color="text.secondary">
              {t('desk.shown', { shown: items.length, total: firstPage?.total ?? items.length })}
            </Typography>
            {orders.hasNextPage && (
              <Button
                variant="outlined"
                onClick={() => void orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function DeskStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <OrderStatusPill status={status} label={isOrderStatus(status) ? t(`status.${status}`) : status} />;
}

/**
 * The order's payment pill; with a receipt uploaded and not yet checked it reads "En revisión"
 * (as the filter counts it) with a "Comprobante por revisar" marker under it.
 */
function DeskPayment({ status, receiptToCheck = false }: { status: string; receiptToCheck?: boolean }) {
  const { t } = useTranslation('admin');
  const shown = receiptToCheck ? 'en_revision' : status;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <PaymentStatusPill
        status={shown}
        label={isPaymentStatus(shown) ? t(`paymentStatus.${shown}`) : shown}
        context={t('paymentContext')}
      />
      {receiptToCheck && (
        <Typography
          variant="caption"
          data-testid="receipt-to-check"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            color: 'warning.dark',
            whiteSpace: 'nowrap',
          }}
        >
          <ReceiptLongIcon fontSize="inherit" aria-hidden />
          {t('desk.receiptToCheck')}
        </Typography>
      )}
    </Box>
  );
}

function DeskCard({ order: o, lang }: { order: AdminOrderSummary; lang: 'es' | 'en' }) {
  const { t } = useTranslation('admin');
  const id = formatOrderNumber(o.number, lang);
  return (
    <Card component="li" variant="outlined">
      <CardActionArea component={Link} to={`/admin/orders/${o.id}`} aria-label={t('desk.open', { id })}>
        <CardContent>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{id}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, justifyContent: 'flex-end' }}>
              <DeskStatus status={o.status} />
              <DeskPayment status={o.paymentStatus} receiptToCheck={o.receiptToCheck} />
            </Box>
          </Box>
          <Typography variant="body2">{formatOrderDate(o.createdAt, lang)}</Typography>
          <Typography variant="body2">
            {o.customer.name} · {o.customer.email}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatArs(o.total, lang)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
