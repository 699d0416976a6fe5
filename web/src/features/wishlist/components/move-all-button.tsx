import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@shop/domain';

export type MoveAllOutcome = 'empty' | 'moved' | 'alreadyInCart';

const SEVERITY: Record<MoveAllOutcome, 'info' | 'success'> = {
  empty: 'info',
  moved: 'success',
  alreadyInCart: 'info',
};

/**
 * "Mover todo al carrito" ("move all to the bag", named as the cart is): calls `onMoveAll` (which
 * moves the items and says what happened), then after TIMINGS.moveAllSnackbarDelayMs shows the
 * matching snackbar at the top right for TIMINGS.snackbarMs. Disabled when there is nothing to move
 * (`nothingToMove`: the wishlist is empty or all of it is in the cart, which holds after a reload
 * too) and after use.
 */
export function MoveAllButton({
  nothingToMove,
  onMoveAll,
}: {
  nothingToMove: boolean;
  onMoveAll: () => MoveAllOutcome;
}) {
  const { t } = useTranslation('cart');
  const [used, setUsed] = useState(false);
  const [outcome, setOutcome] = useState<MoveAllOutcome | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShoppingBagOutlinedIcon />}
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
        {t('wishlist.moveAll')}
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={TIMINGS.snackbarMs}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {outcome ? (
          <Alert
            severity={SEVERITY[outcome]}
            onClose={() => setOpen(false)}
            sx={{ width: '100%', boxShadow: 3 }}
          >
            {t(`wishlist.snackbar.${outcome}`)}
          </Alert>
        ) : (
          <span />
        )}
      </Snackbar>
    </>
  );
}
