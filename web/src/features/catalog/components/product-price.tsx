import { useTranslation } from 'react-i18next';
import { formatArs, type Product } from '@shop/domain';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import s from './product-card.module.css';

/**
 * Price in ARS with two decimals, and the struck-out original price when discounted. Static CSS
 * (decision 0025).
 */
export function ProductPrice({
  product,
  size = 'medium',
}: {
  product: Pick<Product, 'price' | 'originalPrice'>;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const large = size === 'large';
  return (
    <div className={s.price}>
      <span className={large ? `${s.current} ${s.currentLarge}` : s.current}>
        {product.originalPrice != null && <VisuallyHidden>{t('price.current')} </VisuallyHidden>}
        {formatArs(product.price, lang)}
      </span>
      {product.originalPrice != null && (
        <del className={large ? `${s.original} ${s.originalLarge}` : s.original}>
          <VisuallyHidden>{t('price.original')} </VisuallyHidden>
          {formatArs(product.originalPrice, lang)}
        </del>
      )}
    </div>
  );
}
