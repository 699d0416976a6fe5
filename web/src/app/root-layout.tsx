// The storefront's design tokens and base styles, static CSS (decisions 0025, 0030).
import '../styles/tokens.css';
import '../styles/base.css';
// The skeleton the server sends for a browser-rendered page (layout/page-skeleton.tsx).
import '../styles/page-skeleton.css';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HydrationSentinel } from '../lib/ssr.ts';
import { ScrollRestoration } from './routing/scroll-restoration.ts';
import { Footer } from './layout/footer.tsx';
import { PageI18n } from './layout/page-i18n.tsx';
import { Header } from './layout/header.tsx';
import { WithdrawalBar } from './layout/withdrawal-bar.tsx';
import { LateHashScroll } from './layout/late-hash-scroll.tsx';
import { NavigationProgress, RouteFallback } from './layout/route-fallback.tsx';
import { ScrollTopButton } from './layout/scroll-top-button.tsx';
import { HydrationRegion } from '../components/hydration-region.tsx';
import { PwaNotices } from '../lib/pwa/pwa-notices.tsx';
import { BottomNotices } from '../components/bottom-notices.tsx';
import { AccountListsSync } from './layout/account-lists-sync.tsx';
import { AnalyticsConsent } from './layout/analytics-consent.tsx';
import s from './layout/shell.module.css';

/**
 * Root layout: skip link, header and menu, the routed page, footer and the
 * scroll-to-top button. ScrollRestoration starts each new page at the top (or at its #hash) and
 * restores the position on back/forward (routing/scroll-restoration.ts); LateHashScroll finds a #section that renders late. The start-up spinner lives in index.html and is
 * replaced when React mounts. On a server-rendered page the header, the page and the footer are
 * hydration regions of their own (components/hydration-region.tsx). The page and the footer render
 * with the page's i18next instance, a frame behind the header's on a language switch (PageI18n).
 */
/** The first tab stop: jumps over the header to the page (re-renders alone on a language switch). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={s.skipLink}>
      {t('skipToContent')}
    </a>
  );
}

export function RootLayout() {
  return (
    <div className={s.root}>
      <ScrollRestoration />
      <LateHashScroll />
      <NavigationProgress />
      <SkipLink />
      <HydrationRegion>
        <WithdrawalBar />
        <Header />
      </HydrationRegion>
      <PageI18n>
        <main id="main" tabIndex={-1} className={s.main}>
          <HydrationRegion fallback={<RouteFallback />}>
            <Outlet />
          </HydrationRegion>
        </main>
        <HydrationRegion>
          <Footer />
        </HydrationRegion>
      </PageI18n>
      <ScrollTopButton />
      {/* One column for the floating notices, so none covers another (the consent notice joins it). */}
      <BottomNotices>
        <PwaNotices />
      </BottomNotices>
      <AccountListsSync />
      <AnalyticsConsent />
      <HydrationSentinel />
    </div>
  );
}
