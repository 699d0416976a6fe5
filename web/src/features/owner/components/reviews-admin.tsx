import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Switch,
  Typography,
  Link as MuiLink,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS, type AdminReview } from '@shop/domain';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { AdminLoading } from '../../../components/back-office-section.tsx';
import {
  useAdminReviews,
  useDecideReview,
  useReviewSettings,
  useSaveReviewSettings,
  useSetReviewHidden,
} from '../api/owner-api.ts';
import '../texts.ts';

/**
 * /admin/reviews: the owner's choice "Las reseñas de quien no compró esperan mi aprobación"
 * (decision 0034), then every review of the shop, those waiting for approval first (Aprobar /
 * Rechazar), then newest first, with a button to hide one (it leaves the product page and the
 * average) or show it again.
 */
export function ReviewsAdmin() {
  const { t } = useTranslation(['owner', 'admin']);
  const lang = useLang();
  const reviews = useAdminReviews(lang);
  const setHidden = useSetReviewHidden();
  const decide = useDecideReview();
  const settings = useReviewSettings();
  const saveSettings = useSaveReviewSettings();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  const toggle = (r: AdminReview) =>
    setHidden.mutate(
      { productId: r.productId, userId: r.userId, hidden: !r.hidden },
      {
        onSuccess: () => {
          setToast({ severity: 'success', text: t(r.hidden ? 'reviews.shownDone' : 'reviews.hiddenDone') });
          setToastOpen(true);
        },
        onError: (err) => {
          setToast({ severity: 'error', text: errorMessage(err, t('reviews.failed')) });
          setToastOpen(true);
        },
      },
    );
  const report = (text: string, severity: 'success' | 'error' = 'success') => {
    setToast({ severity, text });
    setToastOpen(true);
  };
  const onDecide = (r: AdminReview, decision: 'aprobar' | 'rechazar') =>
    decide.mutate(
      { productId: r.productId, userId: r.userId, decision },
      {
        onSuccess: () => report(t(decision === 'aprobar' ? 'reviews.approvedDone' : 'reviews.rejectedDone')),
        onError: (err) => report(errorMessage(err, t('reviews.failed')), 'error'),
      },
    );
  const onHoldChange = (hold: boolean) =>
    saveSettings.mutate(
      { holdUnverified: hold },
      {
        onSuccess: () => report(t(hold ? 'reviews.holdOnDone' : 'reviews.holdOffDone')),
        onError: (err) => report(errorMessage(err, t('reviews.settingFailed')), 'error'),
      },
    );
  const button = (r: AdminReview) =>
    r.pending ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => onDecide(r, 'aprobar')}
          disabled={decide.isPending}
          aria-label={t('reviews.approveLabel', { author: r.author, product: r.productTitle })}
        >
          {t('reviews.approve')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="warning"
          onClick={() => onDecide(r, 'rechazar')}
          disabled={decide.isPending}
          aria-label={t('reviews.rejectLabel', { author: r.author, product: r.productTitle })}
        >
          {t('reviews.reject')}
        </Button>
      </Box>
    ) : (
      <Button
        size="small"
        variant="outlined"
        color={r.hidden ? 'primary' : 'warning'}
        onClick={() => toggle(r)}
        disabled={setHidden.isPending}
        aria-label={t(r.hidden ? 'reviews.showLabel' : 'reviews.hideLabel', {
          author: r.author,
          product: r.productTitle,
        })}
      >
        {t(r.hidden ? 'reviews.show' : 'reviews.hide')}
      </Button>
    );
  const state = (r: AdminReview) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={t(r.pending ? 'reviews.pending' : r.hidden ? 'reviews.hidden' : 'reviews.visible')}
        color={r.pending ? 'warning' : r.hidden ? 'default' : 'success'}
        variant={r.pending ? 'filled' : 'outlined'}
      />
      {r.verified && <Chip size="small" label={t('reviews.verified')} color="info" variant="outlined" />}
    </Box>
  );
  const stars = (r: AdminReview) =>
    t('reviews.starsValue', { stars: r.stars.toLocaleString(lang === 'en' ? 'en-US' : 'es-AR') });
  const product = (r: AdminReview) => (
    <MuiLink component={Link} underline="hover" to={`/admin/products/${r.productId}`}>
      {r.productTitle}
    </MuiLink>
  );

  if (reviews.isPending) return <AdminLoading />;
  if (reviews.isError)
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void reviews.refetch()}>{t('admin:retry')}</Button>}
      >
        {t('admin:loadFailed', { message: errorMessage(reviews.error, '') })}
      </Alert>
    );
  const items = reviews.data.items;
  const pendingCount = items.filter((r) => r.pending).length;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('reviews.intro')}</Typography>
      <Box sx={{ mb: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.data?.holdUnverified ?? false}
              disabled={settings.isPending || saveSettings.isPending}
              onChange={(e) => onHoldChange(e.target.checked)}
            />
          }
          label={t('reviews.holdUnverified')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('reviews.holdUnverifiedHelp')}
        </Typography>
      </Box>
      {pendingCount > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('reviews.pendingCount', { count: pendingCount })}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography>{t('reviews.empty')}</Typography>
      ) : (
        <ResponsiveTable
          items={items}
          getKey={(r) => `${r.productId}-${r.userId}`}
          label={t('reviews.tableLabel')}
          rowProps={(r) => ({ 'data-hidden': String(r.hidden), 'data-pending': String(r.pending) })}
          columns={[
            { header: t('reviews.product'), cell: product, rowHeader: true },
            { header: t('reviews.author'), cell: (r) => r.author },
            { header: t('reviews.stars'), cell: stars, nowrap: true },
            {
              header: t('reviews.text'),
              cell: (r) => r.text,
              sx: { maxWidth: 360, overflowWrap: 'anywhere' },
            },
            { header: t('reviews.date'), cell: (r) => formatOrderDate(r.createdAt, lang), nowrap: true },
            { header: t('reviews.state'), cell: state },
            { header: '', cell: button },
          ]}
          renderCard={(r) => (
            <Card component="li" variant="outlined" sx={r.hidden ? { opacity: 0.75 } : undefined}>
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700 }}>{product(r)}</Typography>
                  {state(r)}
                </Box>
                <Typography variant="body2">
                  {r.author} · {stars(r)} · {formatOrderDate(r.createdAt, lang)}
                </Typography>
                <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}>{r.text}</Typography>
                {button(r)}
              </CardContent>
            </Card>
          )}
        />
      )}
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('admin:close')}
      />
    </Box>
  );
}
