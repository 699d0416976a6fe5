import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { useShopInfo } from '../../../lib/shop-info.ts';

/**
 * Order info dialog of /checkout (SPEC.md section 9, DESIGN.md difference 10): no online card
 * payments; bank transfer to the configured alias or cash on delivery; delivery paid by the
 * customer; orders reviewed Monday to Friday 8 to 19 h.
 */
export default function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const shop = useShopInfo();
  const items = [
    { icon: <CreditCardOffOutlinedIcon />, text: t('checkout.info.noCards') },
    { icon: <AccountBalanceOutlinedIcon />, text: t('checkout.info.payment', { alias: shop?.bankAlias ?? '—' }) },
    { icon: <LocalShippingOutlinedIcon />, text: t('checkout.info.delivery') },
    { icon: <ScheduleOutlinedIcon />, text: t('checkout.info.hours') },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="how-it-works-title" maxWidth="sm" fullWidth>
      <DialogTitle id="how-it-works-title">{t('checkout.info.title')}</DialogTitle>
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
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('checkout.info.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
