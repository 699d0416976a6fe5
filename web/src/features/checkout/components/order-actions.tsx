import { Alert, Box, Button, Link, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildOrderMessage, canSendWhatsapp, cartTotal, whatsappUrl, type CartLine, type CheckoutCustomerInput, type CheckoutCustomer } from '@shop/domain';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { useLang } from '../../../lib/use-lang.ts';

/**
 * The two order buttons of /checkout (SPEC.md sections 2, 5): the WhatsApp link, enabled only with
 * the five required fields filled and a total above 0, opening wa.me with the whole order in a new
 * tab; and "Confirmar Pedido en Web", disabled while not signed in (accounts come later).
 */
export function OrderActions({
  lines,
  values,
  customer,
}: {
  lines: readonly CartLine[];
  values: Partial<CheckoutCustomerInput>;
  customer: CheckoutCustomer | null;
}) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const shop = useShopInfo();
  const total = cartTotal(lines);
  const enabled = Boolean(shop) && customer !== null && canSendWhatsapp(values, total);
  const href =
    enabled && shop && customer
      ? whatsappUrl(
          shop.whatsapp,
          buildOrderMessage({ lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: l.price })), customer, lang }),
        )
      : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
      {href ? (
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          sx={{ bgcolor: '#1a7f45', '&:hover': { bgcolor: '#14663a' } }}
        >
          {t('checkout.whatsapp')}
        </Button>
      ) : (
        <>
          <Button variant="contained" size="large" startIcon={<WhatsAppIcon />} disabled aria-describedby="whatsapp-hint">
            {t('checkout.whatsapp')}
          </Button>
          <Typography id="whatsapp-hint" variant="body2" color="text.secondary">
            {t('checkout.whatsappHint')}
          </Typography>
        </>
      )}
      <Button variant="outlined" size="large" disabled aria-describedby="confirm-web-hint">
        {t('checkout.confirmWeb')}
      </Button>
      <Alert severity="info" id="confirm-web-hint" sx={{ py: 0 }}>
        {t('checkout.signInHint')}{' '}
        <Link component={RouterLink} to="/login">
          {t('checkout.signIn')}
        </Link>
      </Alert>
    </Box>
  );
}
