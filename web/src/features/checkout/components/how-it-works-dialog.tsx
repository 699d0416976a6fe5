import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../../components/dialog.tsx';
import { icon, LocalShippingOutlinedIcon, ScheduleIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { useShopHours, useShopInfo } from '../../../lib/shop-info.ts';
import s from './how-it-works-dialog.module.css';
import '../texts.ts';

// The Material outlined icons of the list as plain SVG (components/icons.tsx), only this dialog's.
const CreditCardOffOutlinedIcon = icon(
  'M6.83 4H20c1.11 0 2 .89 2 2v12c0 .34-.08.66-.23.94L20 17.17V12h-5.17l-4-4H20V6H8.83zm13.66 19.31L17.17 20H4c-1.11 0-2-.89-2-2l.01-12c0-.34.08-.66.23-.93L.69 3.51 2.1 2.1l19.8 19.8zM4 6.83V8h1.17zM15.17 18l-6-6H4v6z',
);
const AccountBalanceOutlinedIcon = icon(
  'M6.5 10h-2v7h2zm6 0h-2v7h2zm8.5 9H2v2h19zm-2.5-9h-2v7h2zm-7-6.74L16.71 6H6.29zm0-2.26L2 6v2h19V6z',
);
const ReceiptLongOutlinedIcon = icon(
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z',
);

/**
 * Order info dialog of /checkout (payments: decision 0010): no card
 * form in the shop (online payments only through Mercado Pago's site, when offered); the payment
 * methods the shop offers; delivery paid by the
 * customer; orders reviewed Monday to Friday 8 to 19 h; the receipt is uploaded from Mis pedidos.
 * Links to /payment, which repeats the instructions for an order.
 */
export default function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const shop = useShopInfo();
  const hours = useShopHours();
  // Back closes the dialog, not the checkout; its link replaces the dialog's entry.
  const leaveByLink = useBackToClose(open, onClose);
  // The methods the shop offers, in its order; with Mercado Pago there are online payments.
  const methods = shop?.paymentMethods ?? [];
  const items = [
    {
      icon: <CreditCardOffOutlinedIcon />,
      text: methods.includes('mercadopago') ? t('info.online') : t('info.noCards'),
    },
    ...(methods.length > 0
      ? [
          {
            icon: <AccountBalanceOutlinedIcon />,
            text: t('info.methods', { methods: methods.map((m) => t(`payment.methods.${m}`)).join(' · ') }),
          },
        ]
      : []),
    { icon: <ReceiptLongOutlinedIcon />, text: t('info.receipt') },
    { icon: <LocalShippingOutlinedIcon />, text: t('info.delivery') },
    { icon: <ScheduleIcon />, text: t('info.hours', { hours }) },
  ];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('info.title')}</DialogTitle>
      <DialogContent>
        <ul className={s.list}>
          {items.map((item) => (
            <li key={item.text} className={s.item}>
              <span className={s.icon}>{item.icon}</span>
              <span className={s.text}>{item.text}</span>
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions className={s.actions}>
        <Link
          to="/payment"
          replace
          className={page.link}
          onClick={() => {
            leaveByLink();
            onClose();
          }}
        >
          {t('info.payment')}
        </Link>
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}
          onClick={onClose}
        >
          {t('info.close')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
