import { Box, CircularProgress, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../../features/contact/components/contact-info.tsx';
import { useShopInfo } from '../../lib/shop-info.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /contact: the shop's contact details beside the WhatsApp contact form, and a link to /encargos
 * for events.
 */
export default function ContactRoute() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('contact.title')} />
      <Typography variant="h1">{t('contact.title')}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('contact.intro')}</Typography>
      {/* Events go to their own form (decision 0026). */}
      <Typography sx={{ mt: 1, mb: 3 }}>
        <Link component={RouterLink} to="/encargos">
          {t('contact.catering')}
        </Link>
      </Typography>
      {shop ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'start',
          }}
        >
          <ContactInfo shop={shop} />
          <ContactForm whatsapp={shop.whatsapp} />
        </Box>
      ) : (
        <Box sx={{ minHeight: 480, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
    </Container>
  );
}

export const head: StaticHead = {
  title: 'common:contact.title',
  description: 'seo:contact',
  indexable: true,
};
