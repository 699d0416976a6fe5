import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import page from '../../../components/page.module.css';
import { AccountNav } from './account-nav.tsx';
import s from './account.module.css';

/**
 * Frame of the signed-in pages (/account, /orders, the receipt upload): the account menu beside
 * (or above) the page. Static CSS (account.module.css, decision 0030).
 */
export function AccountLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${page.container} ${page.listPage}`}>
      <PageTitle title={title} />
      <div className={s.columns}>
        <div className={`${s.paper} ${s.navPaper}`} data-card="">
          <AccountNav />
        </div>
        <div className={s.main}>
          <h1 className={`${page.h1} ${s.title}`} data-with-subtitle={subtitle ? '' : undefined}>
            {title}
          </h1>
          {subtitle && <p className={`${page.body1} ${page.secondary} ${s.subtitle}`}>{subtitle}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
