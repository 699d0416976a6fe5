import { Box, Link as MuiLink } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { customerWhatsappUrl, formatOrderNumber, shopNameIn, type Lang } from '@shop/domain';
import { useShopInfo } from '../../../lib/shop-info.ts';
import type { AdminOrderDetail } from '../api/get-order.ts';
import '../texts.ts';

/**
 * The order page's "Cliente y entrega": name, e-mail (mailto:), phone (tel:) and, when the phone
 * is a mobile wa.me can open, "WhatsApp": a chat with a greeting that names the shop and the
 * order's number, in the order's language (domain customerWhatsappUrl); then address and notes.
 */
export function OrderCustomer({ order }: { order: Pick<AdminOrderDetail, 'number' | 'lang' | 'customer'> }) {
  const { t } = useTranslation('admin');
  const shop = useShopInfo();
  const c = order.customer;
  const lang: Lang = order.lang === 'en' ? 'en' : 'es';
  const whatsapp = customerWhatsappUrl({
    phone: c.phone,
    firstname: c.firstname,
    number: order.number,
    lang,
    shopName: shop ? shopNameIn(shop, lang) : '',
  });
  return (
    // minmax(0, 1fr) and anywhere-wrapping: a long e-mail must not widen the page on a phone.
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      <dt>{t('order.name')}</dt>
      <dd>
        {c.firstname} {c.lastname}
      </dd>
      <dt>{t('order.email')}</dt>
      <dd>
        <MuiLink href={`mailto:${c.email}`}>{c.email}</MuiLink>
      </dd>
      <dt>{t('order.phone')}</dt>
      <dd>
        <Box
          component="span"
          sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
        >
          <MuiLink href={`tel:${c.phone}`}>{c.phone}</MuiLink>
          {whatsapp && (
            <MuiLink
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('order.whatsappTo', {
                name: c.firstname,
                id: formatOrderNumber(order.number, lang),
              })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <WhatsAppIcon fontSize="small" aria-hidden />
              {t('order.whatsapp')}
            </MuiLink>
          )}
        </Box>
      </dd>
      <dt>{t('order.address')}</dt>
      <dd>{c.address}</dd>
      <dt>{t('order.notes')}</dt>
      <dd>{c.addressNotes || t('order.noNotes')}</dd>
    </Box>
  );
}
