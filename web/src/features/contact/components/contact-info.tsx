import type { ReactNode } from 'react';
import { WHATSAPP_GREETING, whatsappUrl } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import page from '../../../components/page.module.css';
import {
  CodeIcon,
  InstagramIcon,
  MailOutlineIcon,
  PlaceOutlinedIcon,
  WhatsAppIcon,
} from '../../../components/page-icons.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { shopHoursText, type ShopInfo } from '../../../lib/shop-info.ts';
import s from './contact.module.css';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={s.row}>
      <div aria-hidden="true" className={s.rowIcon}>
        {icon}
      </div>
      <div>
        <p className={s.rowLabel}>{label}</p>
        <div className={s.rowValue}>{children}</div>
      </div>
    </li>
  );
}

/**
 * Contact details of /contact: WhatsApp link, the phone marked "(sólo wsp)",
 * the info e-mail, the address, the Instagram link and the developer's contact, all from the
 * shop facts the owner keeps (decision 0028). Static CSS, no MUI (decision 0030).
 */
export function ContactInfo({ shop }: { shop: ShopInfo }) {
  const { t, i18n } = useTranslation();
  const newTab = <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>;
  return (
    <section aria-labelledby="contact-info-title" className={s.card}>
      <h2 id="contact-info-title" className={s.title}>
        {t('contact.info.title')}
      </h2>
      <p className={s.lead}>{t('contact.info.hours', { hours: shopHoursText(shop, i18n.language) })}</p>
      <ul className={s.details}>
        <Row icon={<WhatsAppIcon />} label={t('contact.info.whatsapp')}>
          <a
            href={whatsappUrl(shop.whatsapp, WHATSAPP_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            className={page.link}
          >
            {shop.whatsappDisplay} {t('contact.info.whatsappOnly')}
            {newTab}
          </a>
        </Row>
        <Row icon={<MailOutlineIcon />} label={t('contact.info.email')}>
          <a href={`mailto:${shop.infoEmail}`} className={page.link}>
            {shop.infoEmail}
          </a>
        </Row>
        <Row icon={<PlaceOutlinedIcon />} label={t('contact.info.address')}>
          {shop.address}
        </Row>
        <Row icon={<InstagramIcon />} label={t('contact.info.instagram')}>
          <a href={shop.instagramUrl} target="_blank" rel="noopener noreferrer" className={page.link}>
            {shop.instagramUrl.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            {newTab}
          </a>
        </Row>
        <Row icon={<CodeIcon />} label={t('contact.info.developer')}>
          <a href={`mailto:${shop.developerEmail}`} className={page.link}>
            {shop.developerEmail}
          </a>
        </Row>
      </ul>
    </section>
  );
}
