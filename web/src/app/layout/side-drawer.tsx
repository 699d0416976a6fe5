import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShopLogo } from '../../components/shop-logo.tsx';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useBackToClose } from '../../lib/use-back-to-close.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { ADMIN_MENU_LINK, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';

/**
 * Side drawer menu below the lg breakpoint (SPEC.md section 2): logo, the main menu links ("Cuenta"
 * or "Ingresar"), "Administración" for administrators (issue 5), "Cerrar sesión" when signed in, and the language switch. Loaded lazily by the
 * header; the default export is what `React.lazy` needs.
 */
export default function SideDrawer({ open, onClose, shopName, signedIn }: { open: boolean; onClose: () => void; shopName: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const isAdmin = useSessionUser()?.isAdmin === true;
  // Back closes the menu (issue 16); its links replace the menu's history entry.
  const leaveByLink = useBackToClose(open, onClose);
  const links = signedIn && isAdmin ? [...mainMenuLinks(signedIn), ADMIN_MENU_LINK] : mainMenuLinks(signedIn);
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('menu.label') } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <ShopLogo />
        <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', flex: 1 }}>
          {shopName}
        </Typography>
        <IconButton aria-label={t('menu.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('menu.label')}>
        <List>
          {links.map((link) => {
            const active = isMenuLinkActive(link, pathname);
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={Link}
                  to={link.to}
                  replace
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    leaveByLink();
                    onClose();
                  }}
                >
                  <ListItemText primary={t(link.labelKey)} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
          {signedIn && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  logout();
                  onClose();
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('menu.logout')} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
          {t('language.label')}
        </Typography>
        <LanguageSwitch full />
      </Box>
    </Drawer>
  );
}
