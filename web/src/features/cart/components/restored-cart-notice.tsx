import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { useRestoreCart } from '../hooks/use-restore-cart.ts';
import s from './cart-view.module.css';

/** Above the cart: what a reminder's restore link did (nothing without one in the address). */
export function RestoredCartNotice() {
  const { t } = useTranslation('cart');
  const state = useRestoreCart();
  if (state.status === 'none') return null;
  if (state.status === 'working') {
    return (
      <div role="status" className={s.restoring}>
        <Spinner size={20} />
        <p className={s.text}>{t('restore.working')}</p>
      </div>
    );
  }
  if (state.status === 'restored') {
    return (
      <Notice severity="success" role="status" icon={<SuccessOutlinedIcon />} className={s.notice}>
        {state.count > 0 ? t('restore.done', { count: state.count }) : t('restore.nothingLeft')}
      </Notice>
    );
  }
  return (
    <Notice severity="warning" className={s.notice}>
      {state.message ?? t('restore.failed')}
    </Notice>
  );
}
