import { Suspense, useState } from 'react';
import { lazyWithMui } from '../../components/lazy-with-mui.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArrowDropDownIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import { ACCOUNT_LINK, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';
import { useSignedIn } from './use-signed-in.ts';
import s from './shell.module.css';

// The account menu (MUI Menu and its popover) is only needed after a click on "Cuenta".
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazyWithMui(loadAccountMenu);
const ACCOUNT_MENU_ID = 'account-menu';

/** "Cuenta": a button opening the account menu (a signed-in customer's last tab). */
function AccountTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${s.tab}`}
        data-active={active}
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : undefined}
        aria-controls={anchorEl ? ACCOUNT_MENU_ID : undefined}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={(event) => {
          setWanted(true);
          setAnchorEl(event.currentTarget);
        }}
      >
        {t(ACCOUNT_LINK.labelKey)}
        <span className={s.tabEndIcon}>
          <ArrowDropDownIcon size={20} />
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenu anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
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
