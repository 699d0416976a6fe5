import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

const HowItWorksDialog = lazy(() => import('./how-it-works-dialog.tsx'));

/** "¿Cómo funciona?" button opening the order info dialog; the dialog loads on first open. */
export function HowItWorksButton() {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        startIcon={<HelpOutlineIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('info.open')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <HowItWorksDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
