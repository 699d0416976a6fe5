import { LegalPage } from '../../components/legal-document.tsx';
import { useCookiesSection } from '../../components/privacy-cookies.ts';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /privacy: the privacy policy under Ley 25.326 (a static page of the shop); texts in
 * locales/{es,en}/pages.json. Its third section, cookies and browser storage, names the campaign
 * providers only when the shop is configured with them (components/privacy-cookies.ts).
 */
export default function PrivacyRoute() {
  const cookies = useCookiesSection();
  return <LegalPage doc="privacy" insert={{ at: 2, section: cookies }} />;
}

export const head: StaticHead = { title: 'pages:privacy.title', description: 'seo:privacy', indexable: true };
