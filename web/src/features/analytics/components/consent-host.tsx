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
import { IntoBottomNotices } from '../../../components/bottom-notices.tsx';
import { COOKIES_SECTION_ID } from '../../../components/privacy-cookies.ts';
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
  return open ? <ConsentNotice config={config} /> : null;
}

/** The notice's sentence naming only the providers the shop is configured with. */
function textKey(config: AnalyticsConfig): 'text' | 'textGa4' | 'textMeta' {
  if (config.ga4MeasurementId && config.metaPixelId) return 'text';
  return config.ga4MeasurementId ? 'textGa4' : 'textMeta';
}

/**
 * The notice: what is measured and with whom (with a link to the privacy page's cookies section),
 * and two equal buttons, "Rechazar" and "Aceptar"; either closes it and is remembered. Not modal:
 * the shop stays usable behind it. It joins the layout's column of bottom notices, so the update
 * prompt never covers it; the spacer stays after the footer.
 */
export function ConsentNotice({ config }: { config: AnalyticsConfig }) {
  const { t } = useTranslation('analytics');
  const button = `${ui.base} ${ui.button} ${ui.medium} ${s.choice}`;
  return (
    <>
      <div aria-hidden className={s.spacer} />
      <IntoBottomNotices>
        <section aria-label={t('title')} className={s.notice} data-testid="consent-notice">
          <p>
            {t(textKey(config))} <Link to={`/privacy#${COOKIES_SECTION_ID}`}>{t('privacy')}</Link>
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
      </IntoBottomNotices>
    </>
  );
}
