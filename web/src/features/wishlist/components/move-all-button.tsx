import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@shop/domain';
import { ShoppingBagOutlinedIcon } from '../../../components/icons.tsx';
import { InfoOutlinedIcon, SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { Snackbar } from '../../../components/snackbar.tsx';
import ui from '../../../components/ui.module.css';
import s from './move-all-button.module.css';

export type MoveAllOutcome = 'empty' | 'moved' | 'alreadyInCart';

/**
 * "Mover todo al carrito": calls `onMoveAll` (which moves the items not yet in the cart and says
 * what happened), then after TIMINGS.moveAllSnackbarDelayMs shows the matching notice at the top
 * right for TIMINGS.snackbarMs: "moved" as a success, "empty" and "alreadyInCart" as information.
 * Disabled when there is nothing to move (`nothingToMove`: the wishlist is empty or all of it is
 * in the cart, which holds after a reload too) and after use. Static CSS: the wishlist page loads
 * no MUI (decision 0030).
 */
export function MoveAllButton({
  nothingToMove,
  onMoveAll,
}: {
  nothingToMove: boolean;
  onMoveAll: () => MoveAllOutcome;
}) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const [used, setUsed] = useState(false);
  const [outcome, setOutcome] = useState<MoveAllOutcome | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}
        disabled={nothingToMove || used}
        onClick={() => {
          const result = onMoveAll();
          setUsed(true);
          timer.current = window.setTimeout(() => {
            setOutcome(result);
            setOpen(true);
          }, TIMINGS.moveAllSnackbarDelayMs);
        }}
      >
        <span className={`${ui.startIcon} ${s.icon}`}>
          <ShoppingBagOutlinedIcon />
        </span>
        {t('wishlist.moveAll')}
      </button>
      {outcome && (
        <Snackbar
          open={open}
          onClose={close}
          autoHideMs={TIMINGS.snackbarMs}
          severity={outcome === 'moved' ? 'success' : 'info'}
          icon={outcome === 'moved' ? <SuccessOutlinedIcon /> : <InfoOutlinedIcon />}
          closeText={tc('snackbar.close')}
        >
          {t(`wishlist.snackbar.${outcome}`)}
        </Snackbar>
      )}
    </>
  );
}
