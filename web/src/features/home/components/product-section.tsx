import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import s from './home.module.css';

/**
 * A titled block of product cards on the home page (best-selling, all products)
 * with a "view all" button to /allProducts. The route passes the cards (or skeletons) as children
 * because product cards belong to the catalogue feature.
 */
export function ProductSection({
  id,
  title,
  children,
  busy = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} aria-busy={busy || undefined}>
      <div className={s.sectionHead}>
        <h2 className={page.h2} id={id}>
          {title}
        </h2>
        <Link
          to="/allProducts"
          className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined} ${s.viewAll}`}
        >
          {t('actions.viewAll')}
        </Link>
      </div>
      {children}
    </section>
  );
}
