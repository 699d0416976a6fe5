import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import '../texts.ts';

/** Entries of the account side menu (/account). */
export const ACCOUNT_NAV_LINKS = [
  { to: '/account', labelKey: 'nav.account' },
  { to: '/orders', labelKey: 'nav.orders' },
  { to: '/cart', labelKey: 'nav.cart' },
  { to: '/wishlist', labelKey: 'nav.wishlist' },
  { to: '/allProducts', labelKey: 'nav.allProducts' },
] as const;

/**
 * The account pages' menu: a column beside the page from md, a wrapping row of buttons above it
 * on phones (never wider than the screen). The current page is marked with aria-current.
 */
export function AccountNav() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: 'wrap',
          gap: { xs: 1, md: 0.5 },
        }}
      >
        {ACCOUNT_NAV_LINKS.map((link) => {
          const active = pathname === link.to;
          return (
            <li key={link.to}>
              <Button
                component={RouterLink}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                variant={active ? 'contained' : 'text'}
                color={active ? 'primary' : 'inherit'}
                size="small"
                sx={{
                  justifyContent: 'flex-start',
                  width: { md: '100%' },
                  px: 1.5,
                  py: { md: 1 },
                  fontWeight: active ? 700 : 500,
                }}
              >
                {t(link.labelKey)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
