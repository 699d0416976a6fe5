/**
 * The installable shop's two notices (issue 16), mounted once by the root layout:
 * - the offline banner (role=status) while the browser has no connection: the catalogue seen,
 *   the cart and the wishlist still work;
 * - the update prompt when a new version of the shop waits (lib/pwa/register.ts): "Actualizar"
 *   reloads into it. It is not offered while the shopper pays (checkout, payment pages), so a
 *   reload can never cut a purchase short.
 * It also starts the service worker's registration, after the page has loaded.
 * Built from the components the first page already loads (Box, Typography, Button) to add
 * next to nothing to its JavaScript.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applyUpdate, onWaitingChange, registerServiceWorker, waitingWorker } from './register.ts';
import { useOnline } from './use-online.ts';

/** Pages where an update is not offered: a reload there would interrupt a purchase. */
const PAYING = /^\/(checkout|payment|pedidos\/[^/]+\/(pago|comprobante))(\/|$)/;

/** Offline banner and update prompt; renders nothing while online and up to date. */
export function PwaNotices() {
  const online = useOnline();
  const { pathname } = useLocation();
  const worker = useSyncExternalStore(onWaitingChange, waitingWorker, () => null);

  useEffect(() => {
    void registerServiceWorker();
  }, []);

  const offer = worker !== null && !PAYING.test(pathname);
  if (online && !offer) return null;
  // One fixed column at the bottom of the screen (where a phone's thumb and eyes are), so the
  // two notices never cover each other nor the header.
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1,
        p: { xs: 1, sm: 3 },
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {offer && <UpdatePrompt onReload={() => applyUpdate(worker)} />}
      {!online && <OfflineBanner />}
    </Box>
  );
}

/** "Sin conexión" note. */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      sx={{
        maxWidth: { sm: 560 },
        borderRadius: 1,
        bgcolor: '#3b2a1a',
        color: '#fff',
        px: 2,
        py: 1.25,
        boxShadow: 6,
      }}
    >
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {t('pwa.offline')}
      </Typography>
    </Box>
  );
}

/** Snackbar-like note: "Hay una versión nueva" and the reload button. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="update-prompt"
      sx={{
        maxWidth: { sm: 560 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: '#323232',
        color: '#fff',
        boxShadow: 6,
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {t('pwa.updateReady')}
      </Typography>
      <Button onClick={onReload} sx={{ color: '#f3c98b', fontWeight: 700 }}>
        {t('pwa.reload')}
      </Button>
    </Box>
  );
}
