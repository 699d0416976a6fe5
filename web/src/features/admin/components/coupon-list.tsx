import { Alert, Box, Button, Chip, Paper, Switch, Typography, Link as MuiLink } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArs, type AdminCouponView } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useAdminCoupons } from '../api/get-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import { couponValueText, dayText } from '../coupon-format.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';

/**
 * /admin/coupons: the owner's coupons with their value, minimum, days, uses and rules,
 * a switch to activate or deactivate each, a link to edit it and "Nuevo cupón".
 */
export function CouponList() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const coupons = useAdminCoupons();
  const setActive = useSetCouponActive();

  const validity = (c: AdminCouponView) =>
    c.validFrom && c.validTo
      ? t('coupons.between', { from: dayText(c.validFrom), to: dayText(c.validTo) })
      : c.validFrom
        ? t('coupons.from', { from: dayText(c.validFrom) })
        : c.validTo
          ? t('coupons.until', { to: dayText(c.validTo) })
          : t('coupons.always');
  const uses = (c: AdminCouponView) =>
    c.maxUses === null
      ? t('coupons.usesUnlimited', { uses: c.uses })
      : t('coupons.usesOf', { uses: c.uses, max: c.maxUses });
  const rules = (c: AdminCouponView) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {c.firstOrderOnly && <Chip size="small" label={t('coupons.firstOrderOnly')} />}
      {c.oncePerCustomer && <Chip size="small" label={t('coupons.oncePerCustomer')} />}
      {c.minSubtotal > 0 && (
        <Chip size="small" label={t('coupons.minimum', { amount: formatArs(c.minSubtotal, lang) })} />
      )}
    </Box>
  );
  const toggle = (c: AdminCouponView) => (
    <Switch
      checked={c.active}
      onChange={(e) => setActive.mutate({ id: c.id, active: e.target.checked })}
      slotProps={{ input: { 'aria-label': t('coupons.activeLabel', { code: c.code }) } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={Link} to="/admin/coupons/new" variant="contained" startIcon={<AddIcon />}>
          {t('coupons.new')}
        </Button>
      </Box>
      {setActive.isError && (
        <Alert severity="error">{errorMessage(setActive.error, t('coupons.saveFailed'))}</Alert>
      )}
      {coupons.isPending ? (
        <AdminLoading />
      ) : coupons.isError ? (
        <Alert severity="error" action={<Button onClick={() => void coupons.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: errorMessage(coupons.error, '') })}
        </Alert>
      ) : coupons.data.items.length === 0 ? (
        <Typography>{t('coupons.empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={coupons.data.items}
          getKey={(c) => c.id}
          label={t('coupons.tableLabel')}
          rowProps={(c) => ({ 'data-coupon': c.code })}
          columns={[
            {
              header: t('coupons.code'),
              rowHeader: true,
              sx: { fontFamily: 'monospace', fontWeight: 700 },
              cell: (c) => (
                <MuiLink component={Link} underline="hover" to={`/admin/coupons/${c.id}`}>
                  {c.code}
                </MuiLink>
              ),
            },
            { header: t('coupons.value'), nowrap: true, cell: (c) => couponValueText(c, lang) },
            { header: t('coupons.validity'), cell: validity },
            { header: t('coupons.uses'), nowrap: true, cell: uses },
            { header: t('coupons.rules'), cell: rules },
            { header: t('coupons.active'), cell: toggle },
          ]}
          renderCard={(c) => (
            <Paper
              component="li"
              variant="outlined"
              data-coupon={c.code}
              sx={{ p: 2, display: 'grid', gap: 0.75 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography
                  component="h2"
                  sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}
                >
                  <MuiLink component={Link} underline="hover" to={`/admin/coupons/${c.id}`}>
                    {c.code}
                  </MuiLink>
                </Typography>
                {toggle(c)}
              </Box>
              <Typography variant="body2">
                {couponValueText(c, lang)} · {validity(c)} · {uses(c)}
              </Typography>
              {rules(c)}
            </Paper>
          )}
        />
      )}
    </Box>
  );
}
