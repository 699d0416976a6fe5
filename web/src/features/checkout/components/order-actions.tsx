import { useRef, useState, type MouseEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/toast.tsx';
import { Link as RouterLink } from 'react-router';
import { buildOrderMessage, canSendWhatsapp, TIMINGS, whatsappUrl } from '@shop/domain';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { buildWhatsappOrderPayload, recordWhatsappOrder } from '../api/record-whatsapp-order.ts';
import type { CheckoutOrder } from '../hooks/use-checkout.ts';
import type { WebOrder } from '../hooks/use-web-order.ts';
import { randomKey } from '../order-payload.ts';
import '../texts.ts';

export { orderErrorText } from '../hooks/use-web-order.ts';

export interface OrderActionsProps {
  /** The order as far as the shopper has filled it in (useCheckout's `order`). */
  order: CheckoutOrder;
  /** "Confirmar Pedido en Web": useCheckout's `webOrder` (its `place()`, notice, toast). */
  webOrder: WebOrder;
  /** The WhatsApp order link was followed (a guest's kept cart is then forgotten, decision 0031). */
  onWhatsappSent?: () => void;
}

/**
 * The two order buttons of /checkout: the WhatsApp link, enabled
 * only with the five required fields filled and a total above 0, which first records the order
 * (POST /api/pedidos/whatsapp, decision 0034) and opens wa.me with the whole order and its
 * reference ("Pedido: W-4F7K"; without it when the record fails); and "Confirmar Pedido en Web",
 * enabled for a signed-in customer: it calls `webOrder.place()` (useWebOrder: POST /api/pedido
 * with an Idempotency-Key, so a double click or a retry makes one order) and shows the notice and
 * the snackbar it sets. Not signed in, the button stays focusable but reads as disabled
 * and triggering it only shows "Debés iniciar sesión para confirmar el pedido".
 * The WhatsApp message names the chosen method; Mercado Pago cannot go
 * by WhatsApp (it needs a web order), so with it chosen the WhatsApp button says so instead.
 * The web order needs a delivery choice (zone or pickup, day, window) and sends it; the
 * WhatsApp message carries the chosen delivery, its price and the total to pay.
 */
export function OrderActions({ order, webOrder, onWhatsappSent }: OrderActionsProps) {
  const { lines, values, customer, paymentMethod, delivery, deliveryChoice, deliveryKind, coupon, totals } =
    order;
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const shop = useShopInfo();
  // The products' subtotal, as the WhatsApp order has always been checked against.
  const total = totals.subtotal;
  const onlyOnWeb = paymentMethod === 'mercadopago';
  const enabled =
    Boolean(shop) && customer !== null && canSendWhatsapp(values, total, deliveryKind) && !onlyOnWeb;
  // What the WhatsApp order records (decision 0034); the same cart and details keep one record.
  const whatsappPayload =
    enabled && customer
      ? buildWhatsappOrderPayload({
          lines,
          customer,
          paymentMethod,
          delivery: deliveryChoice,
          coupon,
        })
      : null;
  const whatsappSignature = whatsappPayload ? JSON.stringify(whatsappPayload) : '';
  const [recorded, setRecorded] = useState<{ signature: string; reference: string } | null>(null);
  const knownReference = recorded?.signature === whatsappSignature ? recorded.reference : null;
  const whatsappKey = useRef<{ signature: string; key: string } | null>(null);
  const recording = useRef(false);
  const messageUrl = (reference: string | null) =>
    shop && customer
      ? whatsappUrl(
          shop.whatsapp,
          buildOrderMessage({
            lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: l.price })),
            customer,
            lang,
            payment: paymentMethod
              ? { method: paymentMethod, bankAlias: shop.bankAlias, bankCbu: shop.bankCbu }
              : null,
            delivery,
            discount: coupon ? { code: coupon.code, amount: coupon.discount } : null,
            reference,
          }),
        )
      : undefined;
  const href = enabled ? messageUrl(knownReference) : undefined;

  /**
   * The WhatsApp button: records the order first (its reference goes in the message), then opens
   * WhatsApp. The window is opened at once, inside the tap (one opened after the answer would be
   * blocked as a pop-up), and sent to WhatsApp when the answer comes; without an answer the message
   * goes without a reference, never held back.
   */
  const sendWhatsapp = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new-tab or new-window click follows the link as it is.
    if (!whatsappPayload || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      onWhatsappSent?.();
      return;
    }
    event.preventDefault();
    if (recording.current) return;
    recording.current = true;
    const win = window.open('', '_blank');
    if (whatsappKey.current?.signature !== whatsappSignature)
      whatsappKey.current = { signature: whatsappSignature, key: randomKey() };
    const reference = knownReference ?? (await recordWhatsappOrder(whatsappPayload, whatsappKey.current.key));
    if (reference) setRecorded({ signature: whatsappSignature, reference });
    const url = messageUrl(reference)!;
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.location.href = url;
    }
    recording.current = false;
    onWhatsappSent?.();
  };

  const { notice, placed, waiting, account, toast } = webOrder;
  const signedIn = Boolean(account);
  // Busy from the tap's own frame, re-rendering this component only: the order's pending state
  // (react-query) reaches the page a task later and re-renders the whole checkout then.
  const [pressed, setPressed] = useState(false);
  const sending = webOrder.sending || pressed;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
      {href ? (
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => void sendWhatsapp(event)}
          data-reference={knownReference ?? undefined}
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          sx={{ bgcolor: '#1a7f45', '&:hover': { bgcolor: '#14663a' } }}
        >
          {t('whatsapp')}
        </Button>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            disabled
            aria-describedby="whatsapp-hint"
          >
            {t('whatsapp')}
          </Button>
          <Typography id="whatsapp-hint" variant="body2" color="text.secondary">
            {onlyOnWeb ? t('payment.whatsappMercadoPago') : t('whatsappHint')}
          </Typography>
        </>
      )}
      <Button
        // With Mercado Pago chosen it is the only way on (WhatsApp is off), so it leads.
        variant={onlyOnWeb && signedIn ? 'contained' : 'outlined'}
        size="large"
        onClick={() => {
          setPressed(true);
          // A refusal before sending (details missing, not signed in) clears it before the frame is painted.
          void webOrder.place().finally(() => setPressed(false));
        }}
        disabled={sending || placed || waiting}
        // Signed out it reads as disabled but stays focusable, so triggering it can explain why.
        aria-disabled={signedIn ? undefined : true}
        aria-describedby={signedIn ? undefined : 'confirm-web-hint'}
        aria-busy={sending || waiting || undefined}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={signedIn ? undefined : { opacity: 0.6 }}
      >
        {t('confirmWeb')}
      </Button>
      {notice === 'signIn' ? (
        <Alert severity="warning" role="alert" id="confirm-web-hint" sx={{ py: 0 }}>
          {t('confirm.signInRequired')}{' '}
          <Link component={RouterLink} to="/login" state={{ from: '/checkout' }}>
            {t('confirm.signIn')}
          </Link>
        </Alert>
      ) : notice === 'incomplete' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.incomplete')}
        </Alert>
      ) : notice === 'delivery' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.deliveryMissing')}
        </Alert>
      ) : notice === 'payment' ? (
        <Alert severity="warning" role="alert" sx={{ py: 0 }}>
          {t('confirm.paymentMissing')}
        </Alert>
      ) : (
        account === null && (
          <Alert severity="info" id="confirm-web-hint" sx={{ py: 0 }}>
            {t('signInHint')}{' '}
            <Link component={RouterLink} to="/login" state={{ from: '/checkout' }}>
              {t('signIn')}
            </Link>
          </Alert>
        )
      )}
      <Toast
        message={toast.message}
        open={toast.open}
        onClose={toast.close}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('confirm.close')}
      />
    </Box>
  );
}
