import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AutoAwesomeIcon, BakeryDiningIcon, CakeIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import s from './home.module.css';

// `selected` keeps the Spanish values of the original URLs.
const TILES: readonly {
  key: 'salados' | 'dulces' | 'nuevos';
  selected: string;
  Icon: ComponentType<{ width?: string; height?: string }>;
  bg: string;
}[] = [
  { key: 'salados', selected: 'Salados', Icon: BakeryDiningIcon, bg: '#f3e3cf' },
  { key: 'dulces', selected: 'Dulces', Icon: CakeIcon, bg: '#f6dede' },
  { key: 'nuevos', selected: 'Nuevos', Icon: AutoAwesomeIcon, bg: '#e3eedc' },
];

/**
 * The three category tiles of the home page, each linking to /category?selected=…. Icons instead of
 * photos keep the top of the page light. Static CSS (home.module.css, decision 0030).
 */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className={`${page.h2} ${s.sectionTitle}`}>
        {t('categories.title')}
      </h2>
      <ul className={s.tiles}>
        {TILES.map(({ key, selected, Icon, bg }) => (
          <li key={key}>
            <div className={s.tile} style={{ backgroundColor: bg }}>
              <Link to={`/category?selected=${selected}`} className={s.tileLink}>
                <span aria-hidden="true" className={s.tileIcon}>
                  <Icon width="1em" height="1em" />
                </span>
                <div>
                  <h3 className={s.tileName}>{t(`common:categories.${key}`)}</h3>
                  <p className={`${page.body2} ${s.tileText}`}>{t(`categories.${key}`)}</p>
                </div>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
