import type { ReactNode } from 'react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { WHATSAPP_GREETING, whatsappUrl } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShopInfo, useShopName, useSiteLocked } from '../../lib/shop-info.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { DeveloperCredit } from './developer-credit.tsx';

const QUICK_LINKS = [
  { to: '/', key: 'menu.home' },
  { to: '/allProducts', key: 'menu.allProducts' },
  { to: '/about', key: 'menu.about' },
  { to: '/contact', key: 'menu.contact' },
] as const;

// `selected` keeps the Spanish values of the original URLs (SPEC.md section 2).
const CATEGORY_LINKS = [
  { selected: 'Salados', key: 'categories.salados' },
  { selected: 'Dulces', key: 'categories.dulces' },
  { selected: 'Nuevos', key: 'categories.nuevos' },
] as const;

const linkSx = { color: '#f3d9b1', textUnderlineOffset: 3 } as const;

function Column({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box className={wide ? 'wide' : undefined}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Site footer (SPEC.md section 2 "Footer"): quick links, category links, contact details with
 * the WhatsApp greeting link and the info e-mail, privacy / terms / FAQ links, copyright and the
 * expandable developer credit. Shop facts come from configuration (DESIGN.md difference 11).
 */
export function Footer() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  const shopName = useShopName();
  // On the access gate the links would all lead back to the gate (issue 17 item 16).
  const locked = useSiteLocked();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#2b2118',
        color: '#f5e9dc',
        mt: 6,
        pt: 5,
        pb: 3,
        // Below the first screen on every page: laid out only when near it (a shorter first layout on a
        // phone); the remembered or estimated height keeps the scrollbar steady meanwhile.
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 710px', md: 'auto 290px' },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } }, gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1fr 1.4fr' } }}>
          <Box className="wide">
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', color: '#fff', mb: 1 }}>
              {shopName}
            </Typography>
            <Typography variant="body2">{t('footer.about')}</Typography>
          </Box>
          {!locked && (
          <>
          <Column title={t('footer.quickLinks')}>
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link component={RouterLink} to={l.to} sx={linkSx}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </Column>
          <Column title={t('footer.categories')}>
            {CATEGORY_LINKS.map((c) => (
              <li key={c.selected}>
                <Link component={RouterLink} to={`/category?selected=${c.selected}`} sx={linkSx}>
                  {t(c.key)}
                </Link>
              </li>
            ))}
          </Column>
          </>
          )}
          <Column title={t('footer.contact')} wide>
            {shop && (
              <>
                <li>
                  <Typography variant="body2" component="span">
                    <Box component="span" sx={{ fontWeight: 700 }}>{t('footer.address')}: </Box>
                    {shop.address}
                  </Typography>
                </li>
                <li>
                  <Link href={whatsappUrl(shop.whatsapp, WHATSAPP_GREETING)} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    {t('footer.whatsapp')}
                    <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>
                  </Link>
                </li>
                <li>
                  <Typography variant="body2" component="span">
                    <Box component="span" sx={{ fontWeight: 700 }}>{t('footer.email')}: </Box>
                    <Link href={`mailto:${shop.infoEmail}`} sx={linkSx}>
                      {shop.infoEmail}
                    </Link>
                  </Typography>
                </li>
              </>
            )}
          </Column>
        </Box>
        {!locked && (
        <Box
          component="nav"
          aria-label={t('footer.help')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5, mt: 4, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)' }}
        >
          <Link component={RouterLink} to="/privacy" sx={linkSx}>
            {t('footer.privacy')}
          </Link>
          <Link component={RouterLink} to="/terms" sx={linkSx}>
            {t('footer.terms')}
          </Link>
          <Link component={RouterLink} to="/about#faq" sx={linkSx}>
            {t('footer.faq')}
          </Link>
          {/* Disposición 954/2025: the withdrawal form, also linked above the header (decision 0020). */}
          <Link component={RouterLink} to="/arrepentimiento" sx={linkSx}>
            {t('footer.withdrawal')}
          </Link>
          <Link component={RouterLink} to="/baja" sx={linkSx}>
            {t('footer.leaveNewsletter')}
          </Link>
        </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
          <Typography variant="body2">{t('footer.copyright', { year, name: shopName })}</Typography>
          <DeveloperCredit email={shop?.developerEmail} />
        </Box>
      </Container>
    </Box>
  );
}
