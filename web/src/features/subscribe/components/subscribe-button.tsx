import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';

// The form and its texts load on the first click: most visitors of the home page never open it.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })),
);

/**
 * "Quiero mi descuento" (home promo) and the About page's subscribe button (issue 14): opens the
 * subscribe form. `label` is the button's text; the rest goes to MUI's Button.
 */
export function SubscribeButton({
  label,
  ...props
}: { label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SubscribeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
