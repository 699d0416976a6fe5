import { useTranslation } from 'react-i18next';
import s from '../../components/about.module.css';
import { FaqList, type FaqItem } from '../../components/faq-list.tsx';
import { SpaOutlinedIcon } from '../../components/icons.tsx';
import page from '../../components/page.module.css';
import { PanToolOutlinedIcon, RecyclingIcon } from '../../components/page-icons.tsx';
import { PageTitle } from '../../components/page-title.tsx';
// Side effect: registers the "pages" texts, so they load with this route's chunk only.
import '../../components/pages-texts.ts';
import { SubscribeBox } from '../../components/subscribe-box.tsx';
import { SubscribeButton } from '../../features/subscribe/components/subscribe-button.tsx';
import { useShopHours, useShopInfo } from '../../lib/shop-info.ts';
import type { StaticHead } from '../page-module.ts';

const VALUE_ICONS = [SpaOutlinedIcon, PanToolOutlinedIcon, RecyclingIcon];

/**
 * /about: story; values of real ingredients, handmade and sustainability; the subscribe button; and
 * the FAQ (target of the footer's /about#faq link). Static CSS, no MUI (decision 0030).
 */
export default function AboutRoute() {
  const { t } = useTranslation('pages');
  const shop = useShopInfo();
  const hours = useShopHours();
  const vars = { name: shop?.name ?? '', city: shop?.city ?? '', hours };
  const story = t('about.story.paragraphs', { ...vars, returnObjects: true }) as string[];
  const values = t('about.values.items', { returnObjects: true }) as { title: string; text: string }[];
  const faq = t('about.faq.items', { ...vars, returnObjects: true }) as FaqItem[];

  return (
    <div className={`${page.container} ${page.narrowPage}`}>
      <PageTitle title={t('about.title')} />
      <h1 className={page.h1}>{t('about.title')}</h1>
      <p className={s.lead}>{t('about.lead', vars)}</p>
      <div className={s.sections}>
        <section aria-labelledby="about-story">
          <h2 id="about-story" className={`${page.h2} ${s.storyTitle}`}>
            {t('about.story.title')}
          </h2>
          {story.map((p) => (
            <p key={p} className={s.paragraph}>
              {p}
            </p>
          ))}
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values" className={`${page.h2} ${s.sectionTitle}`}>
            {t('about.values.title')}
          </h2>
          <ul className={s.values}>
            {values.map((value, i) => {
              const Icon = VALUE_ICONS[i] ?? SpaOutlinedIcon;
              return (
                <li key={value.title} className={s.card}>
                  <Icon className={s.valueIcon} />
                  <h3 className={s.valueTitle}>{value.title}</h3>
                  <p className={s.valueText}>{value.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
        <SubscribeBox
          title={t('about.subscribe.title')}
          text={t('about.subscribe.text')}
          action={<SubscribeButton label={t('about.subscribe.button')} />}
        />
        <FaqList id="faq" title={t('about.faq.title')} items={faq} />
      </div>
    </div>
  );
}

export const head: StaticHead = { title: 'pages:about.title', description: 'seo:about', indexable: true };
