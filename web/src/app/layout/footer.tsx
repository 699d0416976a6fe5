import type { ReactNode } from 'react';
import { WHATSAPP_GREETING, whatsappUrl } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopInfo, useShopName, useSiteLocked } from '../../lib/shop-info.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { DeveloperCredit } from './developer-credit.tsx';
import page from '../../components/page.module.css';
import s from './shell.module.css';

const QUICK_LINKS = [
  { to: '/', key: 'menu.home' },
  { to: '/allProducts', key: 'menu.allProducts' },
  { to: '/about', key: 'menu.about' },
  { to: '/contact', key: 'menu.contact' },
] as const;

// `selected` keeps the Spanish values of the original URLs.
const CATEGORY_LINKS = [
  { selected: 'Salados', key: 'categories.salados' },
  { selected: 'Dulces', key: 'categories.dulces' },
  { selected: 'Nuevos', key: 'categories.nuevos' },
] as const;

/** Opens the campaign-measurement notice again (decision 0035); its code loads only then. */
function reopenConsentNotice(): void {
  void import('../../lib/analytics/consent.ts').then((consent) => consent.reopenConsentNotice());
}

function Column({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? s.wide : undefined}>
      <h2 className={s.footerHeading}>{title}</h2>
      <ul className={s.footerList}>{children}</ul>
    </div>
  );
}

/**
 * Site footer: quick links, category links, contact details with the WhatsApp greeting link and the
 * info e-mail, privacy / terms / FAQ links, copyright and the expandable developer credit. Shop
 * facts are the owner's (decision 0028), never in code. Static CSS (shell.module.css,
 * decision 0025).
 */
export function Footer() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  const shopName = useShopName();
  // On the access gate the links would all lead back to the gate.
  const locked = useSiteLocked();
  const year = new Date().getFullYear();
  return (
    <footer className={s.footer}>
      <div className={page.container}>
        <div className={s.footerGrid}>
          <div className={s.wide}>
            <p className={s.footerName}>{shopName}</p>
            <p className={s.body2}>{t('footer.about')}</p>
          </div>
          {!locked && (
            <>
              <Column title={t('footer.quickLinks')}>
                {QUICK_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={s.footerLink}>
                      {t(l.key)}
                    </Link>
                  </li>
                ))}
              </Column>
              <Column title={t('footer.categories')}>
                {CATEGORY_LINKS.map((c) => (
                  <li key={c.selected}>
                    <Link to={`/category?selected=${c.selected}`} className={s.footerLink}>
                      {t(c.key)}
                    </Link>
                  </li>
                ))}
              </Column>
            </>
          )}
          <Column title={t('footer.contact')} wide>
            {shop && (
              <>
                <li>
                  <span className={s.body2}>
                    <span className={s.bold}>{t('footer.address')}: </span>
                    {shop.address}
                  </span>
                </li>
                <li>
                  <a
                    href={whatsappUrl(shop.whatsapp, WHATSAPP_GREETING)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={s.footerLink}
                  >
                    {t('footer.whatsapp')}
                    <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>
                  </a>
                </li>
                <li>
                  <span className={s.body2}>
                    <span className={s.bold}>{t('footer.email')}: </span>
                    <a href={`mailto:${shop.infoEmail}`} className={s.footerLink}>
                      {shop.infoEmail}
                    </a>
                  </span>
                </li>
              </>
            )}
          </Column>
        </div>
        {!locked && (
          <nav aria-label={t('footer.help')} className={s.footerHelp}>
            <Link to="/privacy" className={s.footerLink}>
              {t('footer.privacy')}
            </Link>
            <Link to="/terms" className={s.footerLink}>
              {t('footer.terms')}
            </Link>
            <Link to="/about#faq" className={s.footerLink}>
              {t('footer.faq')}
            </Link>
            {/* Disposición 954/2025: the withdrawal form, also linked above the header (decision 0020). */}
            <Link to="/arrepentimiento" className={s.footerLink}>
              {t('footer.withdrawal')}
            </Link>
            <Link to="/baja" className={s.footerLink}>
              {t('footer.leaveNewsletter')}
            </Link>
            {shop?.analytics && (
              // Reopens the campaign-measurement notice to change the choice (decision 0035).
              <button
                type="button"
                className={`${s.footerLink} ${s.footerButton}`}
                onClick={reopenConsentNotice}
              >
                {t('footer.cookies')}
              </button>
            )}
          </nav>
        )}
        <div className={s.footerBottom}>
          <p className={s.body2}>{t('footer.copyright', { year, name: shopName })}</p>
          <DeveloperCredit email={shop?.developerEmail} />
        </div>
      </div>
    </footer>
  );
}
