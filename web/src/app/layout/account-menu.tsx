import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { ACCOUNT_MENU_LINKS, ADMIN_MENU_LINK, isMenuLinkActive } from './menu-links.ts';

/** Id of the menu element; the "Cuenta" tab's aria-controls names it (nav-tabs.tsx keeps a copy to stay out of this chunk). */
export const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The account menu opened from the "Cuenta" tab on wide screens: five real
 * destinations, "Administración" for administrators, and "Cerrar sesión". An MUI Menu: arrow keys move, Escape closes and returns focus
 * to the tab. Loaded lazily by the tabs on first use.
 */
export default function AccountMenu({
  anchorEl,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const isAdmin = useSessionUser()?.isAdmin === true;
  return (
    <Menu
      id={ACCOUNT_MENU_ID}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('accountMenu.label') } }}
    >
      {ACCOUNT_MENU_LINKS.map((link) => (
        <MenuItem
          key={link.to}
          component={Link}
          to={link.to}
          selected={pathname === link.to}
          onClick={onClose}
        >
          {t(link.labelKey)}
        </MenuItem>
      ))}
      {isAdmin && (
        <MenuItem
          component={Link}
          to={ADMIN_MENU_LINK.to}
          selected={isMenuLinkActive(ADMIN_MENU_LINK, pathname)}
          onClick={onClose}
        >
          {t('accountMenu.admin')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('accountMenu.logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
