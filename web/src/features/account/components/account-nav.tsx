import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import ui from '../../../components/ui.module.css';
import s from './account.module.css';
import '../texts.ts';

/** Entries of the account side menu (/account). */
export const ACCOUNT_NAV_LINKS = [
  { to: '/account', labelKey: 'nav.account' },
  { to: '/orders', labelKey: 'nav.orders' },
  { to: '/cart', labelKey: 'nav.cart' },
  { to: '/wishlist', labelKey: 'nav.wishlist' },
  { to: '/allProducts', labelKey: 'nav.allProducts' },
] as const;

/**
 * The account pages' menu: a column beside the page from md, a wrapping row of buttons above it
 * on phones (never wider than the screen). The current page is marked with aria-current and drawn
 * as a contained button.
 */
export function AccountNav() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={s.navList}>
        {ACCOUNT_NAV_LINKS.map((link) => {
          const active = pathname === link.to;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={`${ui.base} ${ui.button} ${active ? ui.contained : ''} ${s.navLink}`}
              >
                {t(link.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
