import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutIcon } from '../../components/icons.tsx';
import ui from '../../components/ui.module.css';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { ACCOUNT_MENU_LINKS, ADMIN_MENU_LINK, isMenuLinkActive } from './menu-links.ts';
import s from './shell.module.css';

/** Id of the menu element; the "Cuenta" tab's aria-controls names it (nav-tabs.tsx keeps a copy to stay out of this chunk). */
export const ACCOUNT_MENU_ID = 'account-menu';

/** The menu's entries, in order (the roving focus moves among them). */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * Arrow keys, Home and End move the focus among `items` (wrapping, as MUI's MenuList); a letter
 * moves it to the next entry starting with it. Answers the entry to focus, or null for other keys.
 */
export function nextMenuItem(items: HTMLElement[], current: Element | null, key: string): HTMLElement | null {
  if (items.length === 0) return null;
  const at = items.indexOf(current as HTMLElement);
  if (key === 'ArrowDown') return items[(at + 1) % items.length]!;
  if (key === 'ArrowUp') return items[(at - 1 + items.length) % items.length]!;
  if (key === 'Home') return items[0]!;
  if (key === 'End') return items[items.length - 1]!;
  if (key.length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const item = items[(at + step) % items.length]!;
    if ((item.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter)) return item;
  }
  return null;
}

/**
 * The account menu opened from the "Cuenta" tab on wide screens: five real destinations,
 * "Administración" for administrators, and "Cerrar sesión". Mounted while open, as a native
 * `popover` placed under the tab with CSS anchor positioning (decision 0030: static CSS, no MUI):
 * the browser draws it above the page and closes it on Escape or a click outside (light dismiss);
 * focus starts on the current page's entry (else the first), arrow keys move it, Tab closes, and
 * on closing the focus goes back to the tab, as MUI's Menu did. `anchor` is the tab; `onClose`
 * sets the tab's state closed.
 */
export default function AccountMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const isAdmin = useSessionUser()?.isAdmin === true;
  const menuRef = useRef<HTMLDivElement>(null);

  // Before paint: the click's frame shows the menu with the focus on an entry.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // `source` (not yet in TypeScript's DOM types) ties the popover to the tab: a press on the tab
    // does not light-dismiss it, the tab's click toggles it. jsdom (unit tests) has no popover API.
    const show = menu.showPopover as ((options?: { source?: HTMLElement }) => void) | undefined;
    show?.call(menu, { source: anchor });
    const items = itemsOf(menu);
    (items.find((item) => item.dataset.selected === 'true') ?? items[0])?.focus();
  }, [anchor]);

  /** Closes the menu; the focus goes back to the tab unless the shopper put it elsewhere (a click outside). */
  const close = () => {
    const focus = document.activeElement;
    if (!focus || focus === document.body || menuRef.current?.contains(focus)) anchor.focus();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      // As MUI's Menu: Tab leaves the menu by closing it, the focus back on the tab.
      event.preventDefault();
      close();
      return;
    }
    const next = nextMenuItem(itemsOf(menuRef.current), document.activeElement, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const item = `${ui.base} ${s.menuItem}`;
  const linkItem = (to: string, label: string, selected: boolean) => (
    <li role="none" key={to}>
      <Link to={to} role="menuitem" tabIndex={-1} className={item} data-selected={selected} onClick={close}>
        {label}
      </Link>
    </li>
  );

  return (
    <div
      ref={menuRef}
      id={ACCOUNT_MENU_ID}
      popover="auto"
      className={s.menu}
      // Escape or a click outside (the browser closed it): the tab's state follows.
      onToggle={(event) => {
        if (event.newState === 'closed') close();
      }}
    >
      <ul role="menu" aria-label={t('accountMenu.label')} className={s.menuList} onKeyDown={onKeyDown}>
        {ACCOUNT_MENU_LINKS.map((link) => linkItem(link.to, t(link.labelKey), pathname === link.to))}
        {isAdmin &&
          linkItem(ADMIN_MENU_LINK.to, t('accountMenu.admin'), isMenuLinkActive(ADMIN_MENU_LINK, pathname))}
        <li role="separator" className={s.menuDivider} />
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={item}
            onClick={() => {
              close();
              logout();
            }}
          >
            <span className={s.menuItemIcon}>
              <LogoutIcon size={20} />
            </span>
            <span className={s.menuItemText}>{t('accountMenu.logout')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
