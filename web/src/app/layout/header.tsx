import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopLogo } from '../../components/shop-logo.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import { useSigningOut } from '../../features/auth/hooks/use-logout.ts';
import { useShopName, useSiteLocked } from '../../lib/shop-info.ts';
import { whenHydrated } from '../../lib/ssr.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { HeaderCartLinks } from './header-cart-links.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { NavTabs } from './nav-tabs.tsx';
import SideDrawer from './side-drawer.tsx';
import { HydrationRegion } from '../../components/hydration-region.tsx';
import { useSignedIn } from './use-signed-in.ts';
import s from './shell.module.css';

// "Cerrando Mi Sessión" (a snackbar on static CSS, no MUI) is only needed once a logout starts.
const LogoutSnackbar = lazy(() => import('../../features/auth/components/logout-snackbar.tsx'));

/**
 * The drawer with the session (useSignedIn): read here, not in Header, which would otherwise
 * re-render right after hydrating and make React hydrate the regions inside it in one task.
 */
function SessionDrawer(props: { open: boolean; onClose: () => void; shopName: string }) {
  const signedIn = useSignedIn();
  return <SideDrawer {...props} signedIn={signedIn} />;
}

/** Below this width the header shows the menu button (shell.module.css `.menuButton`). */
const DRAWER_MEDIA = '(max-width: 1199.98px)';

/**
 * Mounts the closed drawer once the page is hydrated and the browser is idle, on screens that show
 * the menu button (never on the access gate, which has no menu: MenuControl is not rendered there):
 * rendering the drawer (its links, the language switch, the session) is then not
 * part of the first tap on the menu button, which only opens it. A transition, so the render
 * yields to a tap. @returns whether the drawer is wanted (mounted).
 */
function useDrawerWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || typeof window.matchMedia !== 'function') return;
    if (!window.matchMedia(DRAWER_MEDIA).matches) return;
    let idle: { cancel: () => void } | undefined;
    let cancelled = false;
    void whenHydrated().then(() => {
      if (!cancelled) idle = whenIdle(() => startTransition(() => setWanted(true)), 3000);
    });
    return () => {
      cancelled = true;
      idle?.cancel();
    };
  }, [wanted]);
  return [wanted, () => setWanted(true)];
}

/**
 * The menu button and the drawer it opens, with their state: a tap re-renders these two (the
 * drawer's content is memoised), not the header around them. The drawer is mounted closed ahead
 * of the tap (useDrawerWanted) into `<body>`: outside the server-rendered root, whose markup
 * hydration keeps as it was sent.
 */
function MenuControl({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, wantDrawer] = useDrawerWanted();
  // Stable: the drawer's memoised content takes it (side-drawer.tsx).
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = () => {
    wantDrawer();
    setDrawerOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${ui.iconButton} ${s.menuButton}`}
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={openDrawer}
      >
        <MenuIcon />
      </button>
      {drawerWanted &&
        createPortal(
          <SessionDrawer open={drawerOpen} onClose={closeDrawer} shopName={shopName} />,
          document.body,
        )}
    </>
  );
}

/**
 * Site header: menu button and side drawer below lg, tabs from lg, the logo from 1300 px, the
 * language switch, and the wishlist and cart links. Which pieces show is decided by CSS media
 * queries so the first paint never shifts. The session is read in the browser (server-rendered
 * pages are the same for everyone): until it is known the menu shows "Ingresar", then "Cuenta" with
 * the account menu for a signed-in customer (useSignedIn). Styled by static CSS (shell.module.css,
 * decision 0025); the drawer (MenuControl, side-drawer.tsx) is in the header's code, so a tap on
 * the menu button waits for no chunk and no style. On the access gate (locked) there is no menu.
 */
export function Header() {
  const { t } = useTranslation();
  // Its own lang: on a switch the header is in the new language a frame before <html lang> (lib/i18n.ts).
  const lang = useLang();
  const shopName = useShopName();
  const signingOut = useSigningOut();
  // On the access gate every menu entry would lead back to the gate: only the name shows.
  const locked = useSiteLocked();
  return (
    <header className={s.appBar} lang={lang}>
      <div className={s.toolbar}>
        {!locked && <MenuControl shopName={shopName} />}
        <Link to="/" className={s.brand} aria-label={t('brand.homeLink', { name: shopName })}>
          {/* The name at every width (none showed from 1200 to 1299 px); the logo
              beside it from 1300 px. */}
          <span className={s.brandLogo}>
            <ShopLogo />
          </span>
          <span className={s.brandName}>{shopName}</span>
        </Link>
        {/* Regions of their own: a tap on the menu button hydrates little besides it. */}
        {!locked && (
          <HydrationRegion>
            <NavTabs />
          </HydrationRegion>
        )}
        <div className={s.spacer} />
        <HydrationRegion>
          <div className={s.wideOnly}>
            <LanguageSwitch />
          </div>
        </HydrationRegion>
        {!locked && (
          <HydrationRegion>
            <HeaderCartLinks />
          </HydrationRegion>
        )}
      </div>
      {signingOut && (
        <Suspense fallback={null}>
          <LogoutSnackbar />
        </Suspense>
      )}
    </header>
  );
}
