import { useTranslation } from 'react-i18next';
import { Notice } from '../components/feedback.tsx';
import ui from '../components/ui.module.css';
import s from './layout/shell.module.css';

/** Shown when a route fails to load or render (e.g. a chunk could not be fetched offline). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={s.routeError}>
      <Notice
        severity="error"
        action={
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}
            onClick={() => window.location.reload()}
          >
            {t('routeError.retry')}
          </button>
        }
      >
        {t('routeError.message')}
      </Notice>
    </div>
  );
}
