import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArrowDropDownIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import { ACCOUNT_LINK, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';
import { useSignedIn } from './use-signed-in.ts';
import s from './shell.module.css';

// The account menu (static, a native popover) is only needed after a click on "Cuenta": its own
// chunk, fetched when the pointer or the focus reaches the tab.
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);
const ACCOUNT_MENU_ID = 'account-menu';

/** "Cuenta": a button opening the account menu (a signed-in customer's last tab); a second click closes it. */
function AccountTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  // The open menu's anchor (this button), null while closed.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${s.tab} ${s.accountTab}`}
        data-active={active}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? ACCOUNT_MENU_ID : undefined}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={(event) => {
          const button = event.currentTarget;
          setAnchor((open) => (open ? null : button));
        }}
      >
        {t(ACCOUNT_LINK.labelKey)}
        <span className={s.tabEndIcon}>
          <ArrowDropDownIcon size={20} />
        </span>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Main menu as tabs on wide screens. Rendered as a list of links with aria-current rather than ARIA
 * tabs, since each entry navigates to another page; a signed-in customer's "Cuenta" opens the
 * account menu instead. It is hidden with CSS below the theme's lg breakpoint, so nothing shifts on
 * first paint. Reads the session itself (useSignedIn); a hydration region of its own in the header
 * (components/hydration-region.tsx).
 */
export function NavTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  return (
    <nav aria-label={t('menu.label')} className={s.tabs}>
      <ul className={s.tabList}>
        {mainMenuLinks(signedIn).map((link) => {
          const active = isMenuLinkActive(link, pathname);
          return (
            <li key={link.to}>
              {link === ACCOUNT_LINK ? (
                <AccountTab active={active} />
              ) : (
                <Link
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  className={`${ui.base} ${s.tab}`}
                >
                  {t(link.labelKey)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
