import { LegalPage } from '../../components/legal-document.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import type { StaticHead } from '../page-module.ts';

/** /privacy (SPEC.md section 1 "Static pages"): the privacy policy under Ley 25.326; texts in locales/{es,en}/pages.json. */
export default function PrivacyRoute() {
  return <LegalPage doc="privacy" />;
}

export const head: StaticHead = { title: 'pages:privacy.title', description: 'seo:privacy', indexable: true };
