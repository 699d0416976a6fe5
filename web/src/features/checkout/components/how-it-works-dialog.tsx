import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import { useShopHours, useShopInfo } from '../../../lib/shop-info.ts';
import '../texts.ts';

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
    { icon: <ScheduleOutlinedIcon />, text: t('info.hours', { hours }) },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="how-it-works-title" maxWidth="sm" fullWidth>
      <DialogTitle id="how-it-works-title">{t('info.title')}</DialogTitle>
      <DialogContent>
        <List>
          {items.map((item) => (
            <ListItem key={item.text} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }} aria-hidden>
                {item.icon}
              </ListItemIcon>
              <ListItemText primary={item.text} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Link
          component={RouterLink}
          to="/payment"
          replace
          onClick={() => {
            leaveByLink();
            onClose();
          }}
        >
          {t('info.payment')}
        </Link>
        <Button onClick={onClose} variant="contained">
          {t('info.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
