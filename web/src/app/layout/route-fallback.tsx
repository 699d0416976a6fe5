import { useTranslation } from 'react-i18next';
import { ProgressBar, Spinner } from '../../components/feedback.tsx';
import { useNavigationPending } from '../routing/navigation-pending.ts';
import s from './shell.module.css';

/** Fallback while a page's code loads: fills the viewport so the footer starts below the fold and is not seen jumping down. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={s.routeFallback}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * Thin bar on top of the window while the next page's code loads. Fixed position, so it moves
 * nothing; it appears only after 200 ms so fast navigations do not flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (!useNavigationPending()) return null;
  return <ProgressBar label={t('loading')} className={s.navProgress} />;
}
