import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminCustomers, type AdminCustomer } from '../api/get-customers.ts';
import { useSetRole } from '../api/set-role.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { AdminLoading } from './admin-layout.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import '../texts.ts';

function displayName(c: AdminCustomer): string {
  const full = [c.nombre, c.apellido].filter(Boolean).join(' ');
  return full || c.username;
}

/**
 * /admin/customers: every account with its contact data and number of orders, a link to
 * its orders on the desk, and promote or demote (never oneself: `selfId` hides that button).
 */
export function CustomersList({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 350) || undefined;
  const customers = useAdminCustomers(q);
  const setRole = useSetRole();
  const [pending, setPending] = useState<{ customer: AdminCustomer; role: 'admin' | 'customer' } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const items = customers.data?.pages.flatMap((p) => p.items) ?? [];
  const total = customers.data?.pages[0]?.total ?? 0;

  const confirm = () => {
    if (!pending) return;
    const name = displayName(pending.customer);
    setError(null);
    setRole.mutate(
      { id: pending.customer.id, role: pending.role },
      {
        onSuccess: () => {
          setPending(null);
          setToast({
            severity: 'success',
            text: t(pending.role === 'admin' ? 'customers.promoted' : 'customers.demoted', { name }),
          });
          setToastOpen(true);
        },
        onError: (err) => {
          setPending(null);
          setError(errorMessage(err, t('customers.failed')));
        },
      },
    );
  };

  const roleButton = (c: AdminCustomer) => {
    const isAdmin = c.role === 'admin';
    if (isAdmin && c.id === selfId) return null;
    return (
      <Button
        size="small"
        variant="outlined"
        color={isAdmin ? 'warning' : 'primary'}
        onClick={() => setPending({ customer: c, role: isAdmin ? 'customer' : 'admin' })}
      >
        {t(isAdmin ? 'customers.demote' : 'customers.promote')}
      </Button>
    );
  };
  const ordersLink = (c: AdminCustomer) => (
    <Button
      size="small"
      component={Link}
      to={`/admin/orders?userId=${encodeURIComponent(c.id)}`}
      aria-label={t('customers.viewOrdersOf', { name: displayName(c) })}
    >
      {t('customers.viewOrders')}
    </Button>
  );
  const roleChip = (c: AdminCustomer) => (
    <Chip
      size="small"
      sx={{ flexShrink: 0 }}
      label={`${t(c.role === 'admin' ? 'customers.admin' : 'customers.customer')}${c.id === selfId ? ` ${t('customers.you')}` : ''}`}
      color={c.role === 'admin' ? 'secondary' : 'default'}
    />
  );
  const contact = (c: AdminCustomer) => (
    <>
      {c.email && <Typography variant="body2">{c.email}</Typography>}
      {c.telefono && <Typography variant="body2">{c.telefono}</Typography>}
      {c.direccion && (
        <Typography variant="body2" color="text.secondary">
          {c.direccion}
        </Typography>
      )}
    </>
  );

  return (
    <Box>
      <TextField
        label={t('customers.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: 520 }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {customers.isPending ? (
        <AdminLoading />
      ) : customers.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void customers.refetch()}>{t('retry')}</Button>}
        >
          {t('loadFailed', { message: errorMessage(customers.error, '') })}
        </Alert>
      ) : items.length === 0 ? (
        <Typography role="status">{t('customers.empty')}</Typography>
      ) : (
        // Dimmed and marked busy while another search or filter loads (the previous list stays).
        <Box
          aria-busy={customers.isPlaceholderData || undefined}
          sx={{ opacity: customers.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <ResponsiveTable
            items={items}
            getKey={(c) => c.id}
            label={t('customers.tableLabel')}
            columns={[
              {
                header: t('customers.columns.user'),
                cell: (c) => (
                  <>
                    <Typography sx={{ fontWeight: 700 }}>{displayName(c)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      @{c.username}
                    </Typography>
                  </>
                ),
              },
              { header: t('customers.columns.contact'), cell: contact },
              { header: t('customers.columns.orders'), align: 'right', cell: (c) => c.orderCount },
              { header: t('customers.columns.role'), cell: roleChip },
              {
                header: t('customers.columns.actions'),
                cell: (c) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {ordersLink(c)}
                    {roleButton(c)}
                  </Box>
                ),
              },
            ]}
            renderCard={(c) => (
              <Card component="li" variant="outlined">
                <CardContent>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'flex-start',
                      gap: 1,
                      mb: 0.5,
                    }}
                  >
                    {/* A long e-mail-like name wraps inside the card instead of pushing the role chip out of it. */}
                    <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {displayName(c)} <span style={{ fontWeight: 400 }}>@{c.username}</span>
                    </Typography>
                    {roleChip(c)}
                  </Box>
                  {contact(c)}
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('customers.orderCount', { count: c.orderCount })}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    {ordersLink(c)}
                    {roleButton(c)}
                  </Box>
                </CardContent>
              </Card>
            )}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Typography role="status" color="text.secondary">
              {t('customers.shown', { shown: items.length, total })}
            </Typography>
            {customers.hasNextPage && (
              <Button
                variant="outlined"
                onClick={() => void customers.fetchNextPage()}
                disabled={customers.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(pending.role === 'admin' ? 'customers.promote' : 'customers.demote') : ''}
        text={
          pending
            ? t(pending.role === 'admin' ? 'customers.confirmPromote' : 'customers.confirmDemote', {
                name: displayName(pending.customer),
              })
            : ''
        }
        confirmLabel={t('customers.confirm')}
        cancelLabel={t('customers.cancel')}
        busy={setRole.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </Box>
  );
}
