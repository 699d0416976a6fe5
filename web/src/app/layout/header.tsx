import { lazy, Suspense, useState } from 'react';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopLogo } from '../../components/shop-logo.tsx';
import { useSigningOut } from '../../features/auth/hooks/use-logout.ts';
import { useShopName, useSiteLocked } from '../../lib/shop-info.ts';
import { HeaderCartLinks } from './header-cart-links.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavTabs } from './nav-tabs.tsx';
import { HydrationRegion } from '../../components/hydration-region.tsx';
import { useSignedIn } from './use-signed-in.ts';

// The drawer is only needed after a tap on the menu button, so it stays out of the first-load JS.
const loadDrawer = () => import('./side-drawer.tsx');
const SideDrawer = lazy(loadDrawer);
// "Cerrando Mi Sessión" (a Snackbar) is only needed once a logout starts.
const LogoutSnackbar = lazy(() => import('../../features/auth/components/logout-snackbar.tsx'));

/**
 * The drawer with the session (useSignedIn): read here, not in Header, which would otherwise
 * re-render right after hydrating and make React hydrate the regions inside it in one task.
 */
function SessionDrawer(props: { open: boolean; onClose: () => void; shopName: string }) {
  const signedIn = useSignedIn();
  return <SideDrawer {...props} signedIn={signedIn} />;
}

/**
 * Site header (SPEC.md section 2 "Header and menu"): menu button and side drawer below lg, tabs
 * from lg, the logo from 1300 px, the language switch, and the wishlist and cart links.
 * Which pieces show is decided by CSS media queries so the first paint never shifts.
 * The session is read in the browser (server-rendered pages are the same for everyone): until it
 * is known the menu shows "Ingresar", then "Cuenta" with the account menu for a signed-in customer
 * (useSignedIn).
 */
export function Header() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const signingOut = useSigningOut();
  // On the access gate every menu entry would lead back to the gate: only the name shows.
  const locked = useSiteLocked();

  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 } }}>
        {!locked && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('menu.open')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to="/"
          aria-label={t('brand.homeLink', { name: shopName })}
          sx={{
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 2,
            // The name at every width (issue 17 item 14: none showed from 1200 to 1299 px); the logo
            // beside it from 1300 px (SPEC.md section 2).
            display: 'flex',
            flexShrink: 0,
          }}
        >
          <Box component="span" sx={{ display: 'none', '@media (min-width:1300px)': { display: 'inline-flex' } }}>
            <ShopLogo />
          </Box>
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
            {shopName}
          </Typography>
        </Box>
        {/* Regions of their own: a tap on the menu button hydrates little besides it. */}
        {!locked && (
          <HydrationRegion>
            <NavTabs />
          </HydrationRegion>
        )}
        <Box sx={{ flex: 1 }} />
        <HydrationRegion>
          <Box sx={{ display: { xs: 'none', lg: 'flex' }, mr: 1 }}>
            <LanguageSwitch />
          </Box>
        </HydrationRegion>
        {!locked && (
          <HydrationRegion>
            <HeaderCartLinks />
          </HydrationRegion>
        )}
      </Toolbar>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SessionDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} shopName={shopName} />
        </Suspense>
      )}
      {signingOut && (
        <Suspense fallback={null}>
          <LogoutSnackbar />
        </Suspense>
      )}
    </AppBar>
  );
}
