import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShopLogo } from '../../components/shop-logo.tsx';
import { CloseIcon, LogoutIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useBackToClose } from '../../lib/use-back-to-close.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { useModalLayer } from '../../lib/use-modal-layer.ts';
import { ADMIN_MENU_LINK, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';
import s from './shell.module.css';

/**
 * Side drawer menu below the lg breakpoint: logo, the main menu links ("Cuenta"
 * or "Ingresar"), "Administración" for administrators, "Cerrar sesión" when signed in,
 * and the language switch. A modal panel of our own (decision 0044), mounted closed by the header
 * ahead of the first tap (or by it) and kept: closed it is laid out but hidden (`visibility`), so
 * a tap only shows it. After the frame that shows it, the rest of the page becomes inert and focus
 * moves to its first control; Escape, Back, the close button and a tap on the dimmed page close it,
 * and focus goes back to where it was (the menu button).
 */
export default function SideDrawer({
  open,
  onClose,
  shopName,
  signedIn,
}: {
  open: boolean;
  onClose: () => void;
  shopName: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  // Its own lang: on a switch the drawer is in the new language a frame before <html lang> (lib/i18n.ts).
  const lang = useLang();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Back closes the menu; its links replace the menu's history entry.
  const leaveByLink = useBackToClose(open, onClose);
  useModalLayer(open, layerRef, panelRef, onClose);

  return (
    <div ref={layerRef} className={s.drawerLayer} data-open={open || undefined}>
      {/* The dimmed page: a tap on it closes the menu (a pointer's affair: keyboards have Escape). */}
      <div className={s.drawerBackdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.label')}
        className={s.drawer}
        lang={lang}
        tabIndex={-1}
      >
        <DrawerContent shopName={shopName} signedIn={signedIn} onClose={onClose} leaveByLink={leaveByLink} />
      </div>
    </div>
  );
}

/**
 * The drawer's links, logout and language switch. Memoised: opening or closing the drawer
 * re-renders only the dialog around it (the tap's frame shows the opened menu without rendering
 * its links again); `onClose` and `leaveByLink` must keep their identity.
 */
const DrawerContent = memo(function DrawerContent({
  shopName,
  signedIn,
  onClose,
  leaveByLink,
}: {
  shopName: string;
  signedIn: boolean;
  onClose: () => void;
  leaveByLink: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const isAdmin = useSessionUser()?.isAdmin === true;
  const links = signedIn && isAdmin ? [...mainMenuLinks(signedIn), ADMIN_MENU_LINK] : mainMenuLinks(signedIn);
  return (
    <>
      <div className={s.drawerHead}>
        <ShopLogo />
        <span className={s.drawerName}>{shopName}</span>
        <button
          type="button"
          className={`${ui.base} ${ui.iconButton} ${ui.actionColor}`}
          aria-label={t('menu.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <hr className={s.divider} />
      <nav aria-label={t('menu.label')}>
        <ul className={s.drawerList}>
          {links.map((link) => {
            const active = isMenuLinkActive(link, pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  replace
                  className={`${ui.base} ${s.drawerItem}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    leaveByLink();
                    onClose();
                  }}
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            );
          })}
          {signedIn && (
            <li>
              <button
                type="button"
                className={`${ui.base} ${s.drawerItem}`}
                onClick={() => {
                  logout();
                  onClose();
                }}
              >
                <span className={s.drawerItemIcon}>
                  <LogoutIcon size={20} />
                </span>
                {t('menu.logout')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <hr className={s.divider} />
      <div className={s.drawerLang}>
        <p className={s.drawerLangTitle}>{t('language.label')}</p>
        <LanguageSwitch full />
      </div>
    </>
  );
});
