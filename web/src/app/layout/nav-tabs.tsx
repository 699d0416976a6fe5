import { lazy, Suspense, useState } from 'react';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINK, isMenuLinkActive, mainMenuLinks } from './menu-links.ts';
import { useSignedIn } from './use-signed-in.ts';

// The account menu (MUI Menu and its popover) is only needed after a click on "Cuenta".
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);
const ACCOUNT_MENU_ID = 'account-menu';

const tabSx = (active: boolean): SxProps<Theme> => ({
  px: 2,
  borderRadius: 0,
  fontSize: '1rem',
  // The active entry is marked by weight and an underline, not by colour alone.
  borderBottom: '3px solid',
  borderColor: active ? 'primary.main' : 'transparent',
  color: active ? 'primary.main' : 'text.primary',
  fontWeight: active ? 700 : 500,
});

/** "Cuenta": a button opening the account menu (a signed-in customer's last tab). */
function AccountTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : undefined}
        aria-controls={anchorEl ? ACCOUNT_MENU_ID : undefined}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={(event) => {
          setWanted(true);
          setAnchorEl(event.currentTarget);
        }}
        sx={tabSx(active)}
      >
        {t(ACCOUNT_LINK.labelKey)}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenu anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Main menu as tabs on wide screens (SPEC.md section 2). Rendered as a list of links with
 * aria-current rather than ARIA tabs, since each entry navigates to another page; a signed-in
 * customer's "Cuenta" opens the account menu instead. It is hidden with CSS below the theme's lg
 * breakpoint, so nothing shifts on first paint. Reads the session itself (useSignedIn); a
 * hydration region of its own in the header (components/hydration-region.tsx).
 */
export function NavTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ display: { xs: 'none', lg: 'flex' }, alignSelf: 'stretch' }}>
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', gap: 0.5 }}>
        {mainMenuLinks(signedIn).map((link) => {
          const active = isMenuLinkActive(link, pathname);
          return (
            <Box component="li" key={link.to} sx={{ display: 'flex' }}>
              {link === ACCOUNT_LINK ? (
                <AccountTab active={active} />
              ) : (
                <Button component={Link} to={link.to} aria-current={active ? 'page' : undefined} color="inherit" sx={tabSx(active)}>
                  {t(link.labelKey)}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
