import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { CheckCircleIcon, RemoveCircleIcon } from '../../../components/page-icons.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductRating } from './product-rating.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';
import s from './product-info.module.css';

/**
 * The text side of the product page: title (h1), stars with the review count,
 * stock label, price (and original price with the discount), details; `children` holds the
 * purchase controls that the route composes from the cart and wishlist features. Static CSS
 * (decision 0025).
 */
export function ProductInfo({ product, children }: { product: Product; children?: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={s.info}>
      <div className={s.tags}>
        {product.isNew && <LabelTag color="secondary" label={t('badge.new')} />}
        {product.discountPercent != null && (
          <LabelTag color="error" label={t('badge.discount', { percent: product.discountPercent })} />
        )}
      </div>
      <h1 className={s.title}>{product.title}</h1>
      <ProductRating rating={product.rating} showLabel />
      <p className={`${s.stock} ${product.inStock ? s.inStock : s.outOfStock}`}>
        {product.inStock ? <CheckCircleIcon size={20} /> : <RemoveCircleIcon size={20} />}
        {product.inStock ? t('stock.in') : t('stock.out')}
      </p>
      <ProductPrice product={product} size="large" />
      <p className={s.details}>{product.details}</p>
      {children}
    </div>
  );
}
