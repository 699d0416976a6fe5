/**
 * Campaign measurement in the page (docs/decisions/0035), a lazy chunk the layout loads only when
 * the shop measures campaigns: the consent notice while the shopper has not chosen (or reopened it
 * from the footer's "Cookies"), and the providers started once the shopper has accepted.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsConfig } from '@shop/domain';
import {
  consentNoticeOpen,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '../../../lib/analytics/consent.ts';
import { dispatch, start } from '../../../lib/analytics/dispatch.ts';
import { handleEvents } from '../../../lib/analytics/track.ts';
import ui from '../../../components/ui.module.css';
import s from './consent-notice.module.css';
import '../texts.ts';

export default function ConsentHost({ config }: { config: AnalyticsConfig }) {
  const open = useSyncExternalStore(subscribeConsent, consentNoticeOpen, () => false);
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  useEffect(() => handleEvents((event) => dispatch(config, event)), [config]);
  useEffect(() => {
    if (consent === 'granted') start(config);
  }, [consent, config]);
  return open ? <ConsentNotice /> : null;
}

/**
 * The notice: what is measured and with whom, and two equal buttons, "Rechazar" and "Aceptar";
 * either closes it and is remembered. Not modal: the shop stays usable behind it.
 */
export function ConsentNotice() {
  const { t } = useTranslation('analytics');
  const button = `${ui.base} ${ui.button} ${ui.medium} ${s.choice}`;
  return (
    <>
      <div aria-hidden className={s.spacer} />
      <section aria-label={t('title')} className={s.notice} data-testid="consent-notice">
        <p>
          {t('text')} <Link to="/privacy">{t('privacy')}</Link>
        </p>
        <div className={s.actions}>
          <button type="button" className={button} onClick={() => saveConsent('denied')}>
            {t('reject')}
          </button>
          <button type="button" className={button} onClick={() => saveConsent('granted')}>
            {t('accept')}
          </button>
        </div>
      </section>
    </>
  );
}
