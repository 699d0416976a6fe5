import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';
import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../../features/contact/components/contact-info.tsx';
import { useShopInfo } from '../../lib/shop-info.ts';
import type { StaticHead } from '../page-module.ts';
import s from './contact.module.css';

/**
 * /contact: the shop's contact details beside the WhatsApp contact form, and a link to /encargos
 * for events. Static CSS, no MUI (decision 0030).
 */
export default function ContactRoute() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  return (
    <div className={`${page.container} ${s.page}`}>
      <PageTitle title={t('contact.title')} />
      <h1 className={page.h1}>{t('contact.title')}</h1>
      <p className={s.intro}>{t('contact.intro')}</p>
      {/* Events go to their own form (decision 0026). */}
      <p className={s.catering}>
        <Link to="/encargos" className={page.link}>
          {t('contact.catering')}
        </Link>
      </p>
      {shop ? (
        <div className={s.columns}>
          <ContactInfo shop={shop} />
          <ContactForm whatsapp={shop.whatsapp} />
        </div>
      ) : (
        <div className={s.loading}>
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}

export const head: StaticHead = {
  title: 'common:contact.title',
  description: 'seo:contact',
  indexable: true,
};
