/**
 * The product page's "added to cart" snackbar: a filled success notice at the top right with a
 * link to the cart, hidden after TIMINGS.snackbarMs, on Escape or when the link is followed (a
 * click elsewhere leaves it). Static CSS (components/snackbar.tsx, decision 0030): the first add
 * loads and evaluates no style engine inside the tap.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TIMINGS } from '@shop/domain';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { Snackbar, snackbarActionClass } from '../../../components/snackbar.tsx';
import s from './product-purchase.module.css';

export interface AddedToCartSnackbarProps {
  open: boolean;
  /** The product's title and the units of it now in the cart, for the message. */
  title: string;
  count: number;
  onClose: () => void;
}

export default function AddedToCartSnackbar({ open, title, count, onClose }: AddedToCartSnackbarProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  return (
    <Snackbar
      open={open}
      onClose={onClose}
      autoHideMs={TIMINGS.snackbarMs}
      severity="success"
      variant="filled"
      role="status"
      icon={<SuccessOutlinedIcon />}
      closeText={tc('snackbar.close')}
      className={s.addedNotice}
      action={
        <RouterLink to="/cart" className={snackbarActionClass}>
          {t('inCart.view')}
        </RouterLink>
      }
    >
      {t('inCart.added', { title, count })}
    </Snackbar>
  );
}
