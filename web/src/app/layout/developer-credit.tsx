import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/ui.module.css';
import s from './shell.module.css';

/** MUI's ExpandMore icon path. */
const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * Expandable developer credit of the footer: a toggle revealing the developer's e-mail. Static CSS
 * (decision 0025).
 */
export function DeveloperCredit({ email }: { email: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        className={`${ui.base} ${ui.button} ${s.creditToggle}`}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('footer.developerToggle')}
        <svg
          className={s.creditIcon}
          viewBox="0 0 24 24"
          width={18}
          height={18}
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={EXPAND_MORE} />
        </svg>
      </button>
      <div
        id={regionId}
        role="region"
        aria-label={t('footer.developerToggle')}
        hidden={!open}
        className={s.creditText}
      >
        <p className={s.body2}>
          {t('footer.developerText')}{' '}
          {email && (
            <a href={`mailto:${email}`} className={s.creditLink}>
              {email}
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
