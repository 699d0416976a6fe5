import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteLocked } from '../../lib/shop-info.ts';
import s from './shell.module.css';

/**
 * The "Botón de arrepentimiento" link on the first screen of every page, at every width
 * (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md): a slim bar above the header
 * that scrolls away with the page, so it costs a phone's screen nothing once the shopper scrolls.
 * Hidden on the access gate, whose menu is hidden too.
 */
export function WithdrawalBar() {
  const { t } = useTranslation();
  if (useSiteLocked()) return null;
  return (
    <div className={s.withdrawalBar}>
      <RouterLink to="/arrepentimiento" className={s.withdrawalLink}>
        {t('footer.withdrawal')}
      </RouterLink>
    </div>
  );
}
