import { LegalPage } from '../../components/legal-document.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /terms: orders, ARS prices, delivery, payment, right of withdrawal, allergens; texts in
 * locales/{es,en}/pages.json.
 */
export default function TermsRoute() {
  return <LegalPage doc="terms" />;
}

export const head: StaticHead = { title: 'pages:terms.title', description: 'seo:terms', indexable: true };
