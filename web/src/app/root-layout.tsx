import { Box } from '@mui/material';
// The storefront's design tokens for its static CSS (decision 0025).
import '../styles/tokens.css';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { HydrationSentinel } from '../lib/ssr.ts';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { WithdrawalBar } from './layout/withdrawal-bar.tsx';
import { LateHashScroll } from './layout/late-hash-scroll.tsx';
import { NavigationProgress, RouteFallback } from './layout/route-fallback.tsx';
import { ScrollTopButton } from './layout/scroll-top-button.tsx';
import { HydrationRegion } from '../components/hydration-region.tsx';
import { PwaNotices } from '../lib/pwa/pwa-notices.tsx';
import { AccountListsSync } from './layout/account-lists-sync.tsx';

/**
 * Root layout (SPEC.md section 2): skip link, header and menu, the routed page, footer and the
 * scroll-to-top button. ScrollRestoration starts each new page at the top (or at its #hash) and
 * restores the position on back/forward; LateHashScroll finds a #section that renders late. The start-up spinner lives in index.html and is
 * replaced when React mounts. On a server-rendered page the header, the page and the footer are
 * hydration regions of their own (components/hydration-region.tsx).
 */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollRestoration />
      <LateHashScroll />
      <NavigationProgress />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <HydrationRegion>
        <WithdrawalBar />
        <Header />
      </HydrationRegion>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrationRegion fallback={<RouteFallback />}>
          <Outlet />
        </HydrationRegion>
      </Box>
      <HydrationRegion>
        <Footer />
      </HydrationRegion>
      <ScrollTopButton />
      <PwaNotices />
      <AccountListsSync />
      <HydrationSentinel />
    </Box>
  );
}
