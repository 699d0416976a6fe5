import { lazy, Suspense, useState } from 'react';
import ui from '../../../components/ui.module.css';

// The form and its texts load on the first click: most visitors of the home page never open it.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })),
);

/**
 * "Quiero mi descuento" (home promo) and the About page's subscribe button: opens the
 * subscribe form. A large contained button (static CSS, decision 0030); `className` adds the
 * page's own colours.
 */
export function SubscribeButton({ label, className }: { label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.large} ${ui.contained} ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SubscribeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
