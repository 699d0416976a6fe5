import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { KETO_NS } from '../../../lib/keto-texts.ts';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import s from './catalog.module.css';

/** What a filtered catalogue shows when nothing matches: the fact and a way back to the whole list. */
export function FilterEmpty() {
  const { t } = useTranslation(KETO_NS);
  const { pathname, search } = useLocation();
  // Keep the page's own params (the category of /category), drop the filter's.
  const kept = new URLSearchParams(search);
  for (const name of ['exclude', 'maxNetCarbs', 'sort']) kept.delete(name);
  const to = kept.size > 0 ? `${pathname}?${kept.toString()}` : pathname;
  return (
    <div className={s.empty} data-testid="filter-empty">
      <p className={`${page.body1} ${s.emptyText}`}>{t('filter.empty')}</p>
      <RouterLink to={to} className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}>
        {t('filter.clear')}
      </RouterLink>
    </div>
  );
}
