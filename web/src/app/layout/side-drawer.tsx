import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShopLogo } from '../../components/shop-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MENU_LINKS, isMenuLinkActive } from './menu-links.ts';

/**
 * Side drawer menu below the lg breakpoint (SPEC.md section 2): logo, the main menu links and
 * the language switch. A Logout entry joins once sign-in exists (later issue). Loaded lazily by
 * the header; the default export is what `React.lazy` needs.
 */
export default function SideDrawer({ open, onClose, shopName }: { open: boolean; onClose: () => void; shopName: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
          {MENU_LINKS.map((link) => {
            const active = isMenuLinkActive(link, pathname);
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={Link} to={link.to} selected={active} aria-current={active ? 'page' : undefined} onClick={onClose}>
                  <ListItemText primary={t(link.labelKey)} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
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
