/**
 * The installable shop's two notices, mounted once by the root layout:
 * - the offline banner (role=status) while the browser has no connection: the catalogue seen,
 *   the cart and the wishlist still work;
 * - the update prompt when a new version of the shop waits (lib/pwa/register.ts): "Actualizar"
 *   reloads into it. It is not offered while the shopper pays (checkout, payment pages), so a
 *   reload can never cut a purchase short.
 * Both take their place in the layout's column of bottom notices (components/bottom-notices.tsx),
 * so they never cover each other nor the consent notice. It also starts the service worker's
 * registration, after the page has loaded. Static CSS (components/notices.module.css, decision
 * 0030): no MUI in the first load.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applyUpdate, onWaitingChange, registerServiceWorker, waitingWorker } from './register.ts';
import { useOnline } from './use-online.ts';
import ui from '../../components/ui.module.css';
import s from '../../components/notices.module.css';

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
  return (
    <>
      {offer && <UpdatePrompt onReload={() => applyUpdate(worker)} />}
      {!online && <OfflineBanner />}
    </>
  );
}

/** "Sin conexión" note. */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="offline-banner" className={s.offline}>
      <p>{t('pwa.offline')}</p>
    </div>
  );
}

/** Snackbar-like note: "Hay una versión nueva" and the reload button. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="update-prompt" className={s.update}>
      <p>{t('pwa.updateReady')}</p>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text} ${s.updateButton}`}
        onClick={onReload}
      >
        {t('pwa.reload')}
      </button>
    </div>
  );
}
