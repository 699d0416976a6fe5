import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import {
  deliveryTextParts,
  formatArs,
  TIMINGS,
  type AdminWhatsappOrder,
  type WhatsappOrderStatus,
} from '@shop/domain';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatOrderDate } from '../../../lib/order-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDecideWhatsappOrder, useWhatsappOrders } from '../api/whatsapp-orders.ts';
import '../texts.ts';

export interface WhatsappOrdersProps {
  /** A reference to show alone (the production list links here with it, or the desk's search holds one). */
  reference?: string;
}

/**
 * The order desk's "Iniciados por WhatsApp" (decision 0034): orders the shopper sent by WhatsApp,
 * recorded with their reference; the ones still to confirm first, each with Confirmar (it then
 * counts in the production list and the dashboard) and Descartar (it leaves this list). Confirmed
 * ones follow, marked; "Ver descartados" lists the discarded. Nothing shows when there are none.
 */
export function WhatsappOrders({ reference }: WhatsappOrdersProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [showDiscarded, setShowDiscarded] = useState(false);
  const list = useWhatsappOrders(lang, showDiscarded ? 'descartado' : undefined);
  const decide = useDecideWhatsappOrder();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  if (list.isPending) return null;
  if (list.isError)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('whatsappOrders.loadFailed', { message: errorMessage(list.error, '') })}
      </Alert>
    );
  const all = list.data.items;
  const wanted = reference?.toUpperCase();
  const shown = (wanted ? all.filter((o) => o.reference === wanted) : all)
    .slice()
    .sort((a, b) => Number(b.status === 'iniciado') - Number(a.status === 'iniciado'));
  const pending = all.filter((o) => o.status === 'iniciado').length;
  if (all.length === 0 && !showDiscarded) return null;

  const onDecide = (o: AdminWhatsappOrder, decision: 'confirmar' | 'descartar') =>
    decide.mutate(
      { id: o.id, decision },
      {
        onSuccess: () => {
          setToast({
            severity: 'success',
            text: t(decision === 'confirmar' ? 'whatsappOrders.confirmed' : 'whatsappOrders.discarded', {
              reference: o.reference,
            }),
          });
          setToastOpen(true);
        },
        onError: (err) => {
          setToast({ severity: 'error', text: errorMessage(err, t('whatsappOrders.failed')) });
          setToastOpen(true);
        },
      },
    );

  const chip = (status: WhatsappOrderStatus) => (
    <Chip
      size="small"
      icon={<WhatsAppIcon />}
      label={t(`whatsappOrders.status.${status}`)}
      color={status === 'iniciado' ? 'warning' : status === 'confirmado' ? 'success' : 'default'}
      variant={status === 'iniciado' ? 'filled' : 'outlined'}
    />
  );

  return (
    <Box component="section" aria-labelledby="whatsapp-orders-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id="whatsapp-orders-title" variant="h6" component="h2">
          {t('whatsappOrders.title')}
        </Typography>
        {pending > 0 && !showDiscarded && (
          <Typography variant="body2" color="text.secondary">
            {t('whatsappOrders.pendingCount', { count: pending })}
          </Typography>
        )}
        <Button size="small" sx={{ ml: 'auto' }} onClick={() => setShowDiscarded((v) => !v)}>
          {showDiscarded ? t('whatsappOrders.hideDiscarded') : t('whatsappOrders.showDiscarded')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('whatsappOrders.intro')}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2">{t('whatsappOrders.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((o) => {
            const delivery = o.delivery ? deliveryTextParts(o.delivery, lang) : null;
            return (
              <Card
                component="li"
                key={o.id}
                variant="outlined"
                data-testid="whatsapp-order"
                data-reference={o.reference}
                sx={o.status === 'iniciado' ? { borderColor: 'warning.main' } : undefined}
              >
                <CardContent>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                    <Typography sx={{ fontWeight: 700 }}>{o.reference}</Typography>
                    {chip(o.status)}
                    <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                      {formatOrderDate(o.createdAt, lang)}
                    </Typography>
                  </Box>
                  <Typography>
                    {o.customer} ·{' '}
                    <MuiLink href={`tel:${o.phone.replace(/[^\d+]/g, '')}`} underline="hover">
                      {o.phone}
                    </MuiLink>
                  </Typography>
                  <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
                    {o.lines.map((l) => (
                      <li key={l.productId}>
                        {t('whatsappOrders.line', {
                          quantity: l.quantity,
                          title: l.title,
                          total: formatArs(l.lineTotal, lang),
                        })}
                      </li>
                    ))}
                  </Box>
                  {delivery ? (
                    <Typography variant="body2">
                      {delivery[0].label}: {delivery[0].value} · {delivery[1].label}: {delivery[1].value}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('whatsappOrders.noDelivery')}
                    </Typography>
                  )}
                  <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
                    {t('whatsappOrders.total', { total: formatArs(o.total, lang) })}
                    {o.coupon ? ` · ${t('whatsappOrders.coupon', { code: o.coupon })}` : ''}
                  </Typography>
                  {o.status === 'iniciado' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('whatsappOrders.expires', { date: formatOrderDate(o.expiresAt, lang) })}
                    </Typography>
                  )}
                  {o.status === 'iniciado' && (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                      <Button
                        variant="contained"
                        size="small"
                        disabled={decide.isPending}
                        onClick={() => onDecide(o, 'confirmar')}
                        aria-label={t('whatsappOrders.confirmLabel', { reference: o.reference })}
                      >
                        {t('whatsappOrders.confirm')}
                      </Button>
                      <Button
                        variant="outlined"
                        color="warning"
                        size="small"
                        disabled={decide.isPending}
                        onClick={() => onDecide(o, 'descartar')}
                        aria-label={t('whatsappOrders.discardLabel', { reference: o.reference })}
                      >
                        {t('whatsappOrders.discard')}
                      </Button>
                    </Box>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
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
