import { useState } from 'react';
import { Alert, Box, Button, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  formatOrderNumber,
  WITHDRAWAL_STATUSES,
  type AdminWithdrawal,
  type WithdrawalStatus,
} from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useAdminWithdrawals, useSetWithdrawalStatus } from '../api/withdrawals.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';
import { StatusFilter } from './status-filter.tsx';

/**
 * /admin/withdrawals (docs/decisions/0020-withdrawal-button.md): the withdrawal requests, newest
 * first, with their code, customer, the order they matched and the reason; the owner filters by
 * status and moves each along (new, in progress, answered, or back).
 */
export function WithdrawalsList() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const list = useAdminWithdrawals(status || undefined);
  const change = useSetWithdrawalStatus();

  const order = (w: AdminWithdrawal) =>
    w.orderId ? (
      <Link component={RouterLink} to={`/admin/orders/${w.orderId}`}>
        {t('withdrawals.orderLink', {
          id: w.orderNo === null ? w.orderId.slice(0, 8) : formatOrderNumber(w.orderNo, lang),
        })}
      </Link>
    ) : w.orderNumber ? (
      t('withdrawals.noMatch', { number: w.orderNumber })
    ) : (
      t('withdrawals.byPhone')
    );
  const customer = (w: AdminWithdrawal) => (
    <Box component="span" sx={{ display: 'grid', overflowWrap: 'anywhere' }}>
      <span>{w.name}</span>
      <span>{w.email}</span>
      {w.phone && <span>{w.phone}</span>}
    </Box>
  );
  const statusSelect = (w: AdminWithdrawal) => (
    <TextField
      select
      size="small"
      label={t('withdrawals.status')}
      value={w.status}
      onChange={(e) => change.mutate({ id: w.id, status: e.target.value as WithdrawalStatus })}
      slotProps={{ htmlInput: { 'aria-label': t('withdrawals.setStatus', { code: w.code }) } }}
      sx={{ minWidth: 150 }}
    >
      {WITHDRAWAL_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`withdrawals.statuses.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const code = (w: AdminWithdrawal) => (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
      {w.code}
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('withdrawals.intro')}</Typography>
      <Box>
        <StatusFilter
          label={t('withdrawals.status')}
          allLabel={t('withdrawals.all')}
          statuses={WITHDRAWAL_STATUSES}
          statusLabel={(s) => t(`withdrawals.statuses.${s}`)}
          value={status}
          onChange={setStatus}
        />
      </Box>
      {change.isError && (
        <Alert severity="error">{t('loadFailed', { message: errorMessage(change.error, '') })}</Alert>
      )}
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: errorMessage(list.error, '') })}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Typography>{t('withdrawals.empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={list.data.items}
          getKey={(w) => String(w.id)}
          label={t('withdrawals.tableLabel')}
          rowProps={(w) => ({ 'data-withdrawal': w.code })}
          columns={[
            { header: t('withdrawals.code'), rowHeader: true, nowrap: true, cell: code },
            {
              header: t('withdrawals.received'),
              nowrap: true,
              cell: (w) => formatOrderDate(w.createdAt, lang),
            },
            { header: t('withdrawals.customer'), cell: customer },
            { header: t('withdrawals.order'), cell: order },
            {
              header: t('withdrawals.reason'),
              sx: { overflowWrap: 'anywhere' },
              cell: (w) => w.reason || t('withdrawals.noReason'),
            },
            { header: t('withdrawals.status'), cell: statusSelect },
          ]}
          renderCard={(w) => (
            <Paper
              component="li"
              variant="outlined"
              data-withdrawal={w.code}
              sx={{ p: 2, display: 'grid', gap: 1 }}
            >
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {code(w)} · {formatOrderDate(w.createdAt, lang)}
              </Typography>
              <Typography variant="body2" component="div">
                {customer(w)}
              </Typography>
              <Typography variant="body2">{order(w)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {w.reason || t('withdrawals.noReason')}
              </Typography>
              <Box>{statusSelect(w)}</Box>
            </Paper>
          )}
        />
      )}
    </Box>
  );
}
