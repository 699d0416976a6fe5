import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../components/legal-document.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import type { PageSection } from '../../components/pages-texts.ts';
import { useShopInfo } from '../../lib/shop-info.ts';

/** /privacy (SPEC.md section 1 "Static pages"): the privacy policy under Ley 25.326; texts in locales/{es,en}/pages.json. */
export default function PrivacyRoute() {
  const { t } = useTranslation('pages');
  const shop = useShopInfo();
  const vars = { name: shop?.name ?? '', address: shop?.address ?? '', city: shop?.city ?? '', email: shop?.infoEmail ?? '' };
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('privacy.updated')}
      intro={t('privacy.intro', vars)}
      sections={t('privacy.sections', { ...vars, returnObjects: true }) as PageSection[]}
    />
  );
}
