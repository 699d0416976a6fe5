import type { ReactNode } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import InstagramIcon from '@mui/icons-material/Instagram';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import CodeIcon from '@mui/icons-material/Code';
import { WHATSAPP_GREETING, whatsappUrl } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { shopHoursText, type ShopInfo } from '../../../lib/shop-info.ts';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="p" variant="subtitle2">
          {label}
        </Typography>
        <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Contact details of /contact: WhatsApp link, the phone marked "(sólo wsp)",
 * the info e-mail, the address, the Instagram link and the developer's contact, all from the
 * shop facts the owner keeps (decision 0028).
 */
export function ContactInfo({ shop }: { shop: ShopInfo }) {
  const { t, i18n } = useTranslation();
  const newTab = <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>;
  return (
    <Paper
      component="section"
      aria-labelledby="contact-info-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h2" id="contact-info-title" sx={{ mb: 1 }}>
        {t('contact.info.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('contact.info.hours', { hours: shopHoursText(shop, i18n.language) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        <Row icon={<WhatsAppIcon />} label={t('contact.info.whatsapp')}>
          <Link
            href={whatsappUrl(shop.whatsapp, WHATSAPP_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {shop.whatsappDisplay} {t('contact.info.whatsappOnly')}
            {newTab}
          </Link>
        </Row>
        <Row icon={<MailOutlineIcon />} label={t('contact.info.email')}>
          <Link href={`mailto:${shop.infoEmail}`}>{shop.infoEmail}</Link>
        </Row>
        <Row icon={<PlaceOutlinedIcon />} label={t('contact.info.address')}>
          {shop.address}
        </Row>
        <Row icon={<InstagramIcon />} label={t('contact.info.instagram')}>
          <Link href={shop.instagramUrl} target="_blank" rel="noopener noreferrer">
            {shop.instagramUrl.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            {newTab}
          </Link>
        </Row>
        <Row icon={<CodeIcon />} label={t('contact.info.developer')}>
          <Link href={`mailto:${shop.developerEmail}`}>{shop.developerEmail}</Link>
        </Row>
      </Box>
    </Paper>
  );
}
