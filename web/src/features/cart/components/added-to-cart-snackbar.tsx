/**
 * The product page's "added to cart" snackbar: a filled success Alert at the top right with a
 * link to the cart, hidden after TIMINGS.snackbarMs or by its close button (a click elsewhere
 * leaves it). Drawn with MUI: the product page, on static CSS, loads it with `lazyWithMui` on the
 * first add (decision 0030), so neither MUI nor emotion is in the page's first load.
 */
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TIMINGS } from '@shop/domain';

export interface AddedToCartSnackbarProps {
  open: boolean;
  /** The product's title and the units of it now in the cart, for the message. */
  title: string;
  count: number;
  onClose: () => void;
}

export default function AddedToCartSnackbar({ open, title, count, onClose }: AddedToCartSnackbarProps) {
  const { t } = useTranslation('cart');
  return (
    <Snackbar
      open={open}
      autoHideDuration={TIMINGS.snackbarMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert
        severity="success"
        variant="filled"
        role="status"
        onClose={onClose}
        sx={{ width: '100%', boxShadow: 3, alignItems: 'center' }}
        action={
          <Button
            component={RouterLink}
            to="/cart"
            color="inherit"
            size="small"
            sx={{ textDecoration: 'underline' }}
          >
            {t('inCart.view')}
          </Button>
        }
      >
        {t('inCart.added', { title, count })}
      </Alert>
    </Snackbar>
  );
}
