/**
 * The privacy page's "Cookies" section (texts in locales/{es,en}/pages.json, `privacy.cookies`):
 * the shop's own cookies and browser storage always; the campaign providers (docs/decisions/0035)
 * only when the shop measures with them, each named only when configured (GA4_MEASUREMENT_ID,
 * META_PIXEL_ID), with what they receive, that they load only after "Aceptar" and how to change
 * the choice. Without a provider the section says no third party measures anything.
 */
import { useTranslation } from 'react-i18next';
import { useShopInfo } from '../lib/shop-info.ts';
import type { PageSection } from './pages-texts.ts';

/** Link target of the section (/privacy#cookies), from the consent notice. */
export const COOKIES_SECTION_ID = 'cookies';

/** The section for the shop's configuration, in the page's language. */
export function useCookiesSection(): PageSection {
  const { t } = useTranslation('pages');
  const analytics = useShopInfo()?.analytics;
  const own = t('privacy.cookies.paragraphs', { returnObjects: true }) as string[];
  const providers = [
    ...(analytics?.ga4MeasurementId ? [t('privacy.cookies.ga4')] : []),
    ...(analytics?.metaPixelId ? [t('privacy.cookies.meta')] : []),
  ];
  const measured =
    providers.length > 0
      ? [t('privacy.cookies.measured'), ...providers, t('privacy.cookies.never'), t('privacy.cookies.change')]
      : [t('privacy.cookies.none')];
  return { id: COOKIES_SECTION_ID, title: t('privacy.cookies.title'), paragraphs: [...own, ...measured] };
}
