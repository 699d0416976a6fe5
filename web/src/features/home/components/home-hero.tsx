import { useTranslation } from 'react-i18next';
import page from '../../../components/page.module.css';
import s from './home.module.css';

/** Home page heading and one-line pitch; text only, so it paints at once and is the page's fast LCP. */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <div className={s.hero}>
      <h1 className={`${page.h1} ${s.heroTitle}`}>{t('hero.title')}</h1>
      <p className={`${page.body1} ${s.heroText}`}>{t('hero.subtitle')}</p>
    </div>
  );
}
