import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { HelpOutlineIcon } from './checkout-icons.tsx';
import '../texts.ts';

// The static dialog, in a chunk of its own: most shoppers never open it.
const HowItWorksDialog = lazy(() => import('./how-it-works-dialog.tsx'));

/**
 * "¿Cómo funciona?" button opening the order info dialog; the dialog (static CSS, in a chunk of
 * its own) loads on first open. The button is static CSS drawn as MUI's medium text Button with its icon.
 */
export function HowItWorksButton() {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <span className={ui.startIcon}>
          <HelpOutlineIcon />
        </span>
        {t('info.open')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <HowItWorksDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
