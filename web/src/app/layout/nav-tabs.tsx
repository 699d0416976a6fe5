import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU_LINKS, isMenuLinkActive } from './menu-links.ts';

/**
 * Main menu as tabs on wide screens (SPEC.md section 2). Rendered as a list of links with
 * aria-current rather than ARIA tabs, since each entry navigates to another page.
 * It is hidden with CSS below the theme's lg breakpoint, so nothing shifts on first paint.
 */
export function NavTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ display: { xs: 'none', lg: 'flex' }, alignSelf: 'stretch' }}>
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', gap: 0.5 }}>
        {MENU_LINKS.map((link) => {
          const active = isMenuLinkActive(link, pathname);
          return (
            <Box component="li" key={link.to} sx={{ display: 'flex' }}>
              <Button
                component={Link}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                color="inherit"
                sx={{
                  px: 2,
                  borderRadius: 0,
                  fontSize: '1rem',
                  // The active entry is marked by weight and an underline, not by colour alone.
                  borderBottom: '3px solid',
                  borderColor: active ? 'primary.main' : 'transparent',
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 500,
                }}
              >
                {t(link.labelKey)}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
