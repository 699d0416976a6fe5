import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../components/legal-document.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import type { PageSection } from '../../components/pages-texts.ts';
import { useShopInfo } from '../../lib/shop-info.ts';

/** /terms (SPEC.md section 1 "Static pages"): the terms of use: orders, ARS prices, delivery, payment, right of withdrawal, allergens; texts in locales/{es,en}/pages.json. */
export default function TermsRoute() {
  const { t } = useTranslation('pages');
  const shop = useShopInfo();
  const vars = { name: shop?.name ?? '', address: shop?.address ?? '', city: shop?.city ?? '', email: shop?.infoEmail ?? '' };
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('terms.updated')}
      intro={t('terms.intro', vars)}
      sections={t('terms.sections', { ...vars, returnObjects: true }) as PageSection[]}
    />
  );
}
