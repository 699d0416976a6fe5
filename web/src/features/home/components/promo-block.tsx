import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalOfferOutlinedIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import s from './home.module.css';

/**
 * Subscribe promo of the home page: 10% off the first order. `action` is the "Quiero mi descuento"
 * button that opens the subscribe form, composed by the route, drawn with `promoButtonClass` on the
 * promo's colour.
 */
export function PromoBlock({ action }: { action: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-promo" className={s.promo}>
      <LocalOfferOutlinedIcon size={48} className={s.promoIcon} />
      <div className={s.promoBody}>
        <h2 id="home-promo" className={page.h2}>
          {t('promo.title')}
        </h2>
        <p className={`${page.body1} ${s.promoText}`}>{t('promo.text')}</p>
      </div>
      {action}
    </section>
  );
}

/** The class of the promo's button (white on the primary colour). */
export const promoButtonClass = s.promoButton;
