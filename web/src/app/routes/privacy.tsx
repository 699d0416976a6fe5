import { LegalPage } from '../../components/legal-document.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';

/** /privacy (SPEC.md section 1 "Static pages"): the privacy policy under Ley 25.326; texts in locales/{es,en}/pages.json. */
export default function PrivacyRoute() {
  return <LegalPage doc="privacy" />;
}
