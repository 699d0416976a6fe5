import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  CakeOutlinedIcon,
  LocalShippingOutlinedIcon,
  SpaOutlinedIcon,
  SupportAgentOutlinedIcon,
} from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import s from './home.module.css';

const ITEMS = [
  { key: 'delivery', Icon: LocalShippingOutlinedIcon },
  { key: 'handmade', Icon: SpaOutlinedIcon },
  { key: 'support', Icon: SupportAgentOutlinedIcon },
  { key: 'catering', Icon: CakeOutlinedIcon },
] as const;

/**
 * The service highlights of the home page: delivery by zone in the capital city, handmade with real
 * ingredients, support in the shop's hours, and catering requests with a link to /encargos
 * (decision 0026).
 */
export function ServiceHighlights({ city, hours }: { city: string; hours: string }) {
  const { t } = useTranslation('home');
  return (
    // The last block of the home page: laid out only when near the screen (see the footer).
    <section aria-labelledby="home-services" className={s.services}>
      <h2 id="home-services" className={`${page.h2} ${s.sectionTitle}`}>
        {t('services.title')}
      </h2>
      <ul className={s.serviceList}>
        {ITEMS.map(({ key, Icon }) => (
          <li key={key} className={s.service}>
            <div aria-hidden="true" className={s.serviceIcon}>
              <Icon />
            </div>
            <div>
              <h3 className={s.serviceTitle}>{t(`services.${key}.title`)}</h3>
              <p className={`${page.body2} ${page.secondary}`}>
                {t(`services.${key}.text`, { city, hours })}
              </p>
              {key === 'catering' && (
                <RouterLink to="/encargos" className={`${page.link} ${s.serviceLink}`}>
                  {t('services.catering.link')}
                </RouterLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
