import { useState } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES, type AdminSubscriber, type SubscriberStatus } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { subscribersCsvUrl, useAdminSubscribers } from '../api/get-subscribers.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';

/**
 * /admin/subscribers: who asked for the first-order 10 %, their state (pending,
 * confirmed, unsubscribed), their code and whether it was used; search by e-mail, filter by state,
 * and "Exportar CSV" of the same list.
 */
export function SubscribersList() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const filters = { q: useDebounced(q.trim()), status: status || undefined };
  const list = useAdminSubscribers(filters);
  const code = (s: AdminSubscriber) =>
    s.coupon ? (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {s.coupon} {s.couponUsed && <Chip size="small" color="success" label={t('subscribers.used')} />}
      </Box>
    ) : (
      '—'
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('subscribers.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          size="small"
          select
          label={t('subscribers.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as SubscriberStatus | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('subscribers.all')}</MenuItem>
          {SUBSCRIBER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`subscribers.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          component="a"
          href={subscribersCsvUrl(filters)}
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          {t('subscribers.export')}
        </Button>
      </Box>
      {list.isPending ? (
        <AdminLoading />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: errorMessage(list.error, '') })}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Typography>{t('subscribers.empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={list.data.items}
          getKey={(s) => s.id}
          label={t('subscribers.tableLabel')}
          rowProps={(s) => ({ 'data-subscriber': s.email })}
          columns={[
            {
              header: t('subscribers.email'),
              rowHeader: true,
              sx: { overflowWrap: 'anywhere' },
              cell: (s) => s.email,
            },
            { header: t('subscribers.status'), cell: (s) => t(`subscribers.statuses.${s.status}`) },
            { header: t('subscribers.since'), nowrap: true, cell: (s) => formatOrderDate(s.createdAt, lang) },
            { header: t('subscribers.code'), cell: code },
          ]}
          renderCard={(s) => (
            <Paper
              component="li"
              variant="outlined"
              data-subscriber={s.email}
              sx={{ p: 2, display: 'grid', gap: 0.5 }}
            >
              <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {s.email}
              </Typography>
              <Typography variant="body2">
                {t(`subscribers.statuses.${s.status}`)} · {formatOrderDate(s.createdAt, lang)}
              </Typography>
              <Typography variant="body2">{code(s)}</Typography>
            </Paper>
          )}
        />
      )}
    </Box>
  );
}
