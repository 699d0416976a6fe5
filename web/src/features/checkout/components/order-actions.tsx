import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildOrderMessage, canSendWhatsapp, TIMINGS, whatsappUrl } from '@shop/domain';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { buildWhatsappOrderPayload, recordWhatsappOrder } from '../api/record-whatsapp-order.ts';
import type { CheckoutOrder } from '../hooks/use-checkout.ts';
import type { WebOrder } from '../hooks/use-web-order.ts';
import { randomKey } from '../order-payload.ts';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { Snackbar } from '../../../components/snackbar.tsx';
import { InfoOutlinedIcon, SuccessOutlinedIcon, WhatsAppIcon } from '../../../components/page-icons.tsx';
import ui from '../../../components/ui.module.css';
import page from '../../../components/page.module.css';
import '../texts.ts';
import s from './checkout.module.css';

const contained = `${ui.base} ${ui.button} ${ui.large} ${ui.contained}`;
const outlined = `${ui.base} ${ui.button} ${ui.large} ${ui.outlined}`;

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

  const signInLink = (text: string) => (
    <RouterLink className={page.link} to="/login" state={{ from: '/checkout' }}>
      {text}
    </RouterLink>
  );
  const warning = (text: ReactNode, id?: string) => (
    <Notice severity="warning" className={s.notice} id={id}>
      {text}
    </Notice>
  );

  return (
    <div className={s.actions}>
      {href ? (
        <a
          className={`${contained} ${s.whatsapp}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => void sendWhatsapp(event)}
          data-reference={knownReference ?? undefined}
        >
          <span className={`${ui.startIcon} ${s.startIcon}`}>
            <WhatsAppIcon />
          </span>
          {t('whatsapp')}
        </a>
      ) : (
        <>
          <button type="button" className={contained} disabled aria-describedby="whatsapp-hint">
            <span className={`${ui.startIcon} ${s.startIcon}`}>
              <WhatsAppIcon />
            </span>
            {t('whatsapp')}
          </button>
          <p id="whatsapp-hint" className={`${s.body2} ${s.secondary}`}>
            {onlyOnWeb ? t('payment.whatsappMercadoPago') : t('whatsappHint')}
          </p>
        </>
      )}
      <button
        type="button"
        // With Mercado Pago chosen it is the only way on (WhatsApp is off), so it leads.
        className={`${onlyOnWeb && signedIn ? contained : outlined} ${signedIn ? '' : s.looksDisabled}`}
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
      >
        {sending && (
          <span className={ui.startIcon}>
            <Spinner size={18} className={s.spinner} />
          </span>
        )}
        {t('confirmWeb')}
      </button>
      {notice === 'signIn'
        ? warning(
            <>
              {t('confirm.signInRequired')} {signInLink(t('confirm.signIn'))}
            </>,
            'confirm-web-hint',
          )
        : notice === 'incomplete'
          ? warning(t('confirm.incomplete'))
          : notice === 'delivery'
            ? warning(t('confirm.deliveryMissing'))
            : notice === 'payment'
              ? warning(t('confirm.paymentMissing'))
              : account === null && (
                  <Notice
                    severity="info"
                    icon={<InfoOutlinedIcon width="1em" height="1em" />}
                    className={s.notice}
                    id="confirm-web-hint"
                  >
                    {t('signInHint')} {signInLink(t('signIn'))}
                  </Notice>
                )}
      {toast.message && (
        <Snackbar
          open={toast.open}
          onClose={toast.close}
          autoHideMs={TIMINGS.snackbarMs}
          severity={toast.message.severity}
          variant="filled"
          icon={
            toast.message.severity === 'success' ? (
              <SuccessOutlinedIcon width="1em" height="1em" />
            ) : undefined
          }
          role={toast.message.severity === 'error' ? 'alert' : 'status'}
          closeText={t('confirm.close')}
        >
          {toast.message.text}
        </Snackbar>
      )}
    </div>
  );
}
