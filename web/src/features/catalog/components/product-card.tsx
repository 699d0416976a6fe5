import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@shop/domain';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { productPath } from '../product-path.ts';
import { ProductPrice } from './product-price.tsx';
import { ProductRating } from './product-rating.tsx';
import { ReviewButton } from './review-button.tsx';
import { useProductCardActions } from './product-card-actions.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';
import s from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  /** Heading level of the title, to keep the page's heading order (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** How wide a card image is drawn: 2 columns on phones, up to 4 on wide screens. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 50vw';

/**
 * A catalogue product card: image, discount and new badges, title linking to the detail page, stars
 * with the review count, price with the struck-out original, the cart and wishlist toggles (from
 * ProductCardActionsProvider) and a review button. Static CSS (product-card.module.css,
 * decision 0025); `data-card` marks it for the layout checks. Memoised: a list that changes around
 * it (a narrowed filter, "Cargar más") re-renders only the cards whose product changed (decision 0042).
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { CartToggle, WishlistToggle } = useProductCardActions();
  const href = productPath(product.slug);
  return (
    <div className={s.card} data-card="">
      <div className={s.media}>
        <ProductPicture
          base={product.images[0] ?? ''}
          alt={product.imageAlt}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
        />
        <div className={s.badges}>
          {product.discountPercent != null && (
            <LabelTag color="error" label={t('badge.discount', { percent: product.discountPercent })} />
          )}
          {product.isNew && <LabelTag color="secondary" label={t('badge.new')} />}
          {!product.inStock && <LabelTag color="dark" label={t('stock.out')} />}
        </div>
        {WishlistToggle && (
          <div className={s.heart}>
            <WishlistToggle product={product} />
          </div>
        )}
      </div>
      <div className={s.content}>
        <Heading className={s.title}>
          <Link to={href} className={s.titleLink}>
            {product.title}
          </Link>
        </Heading>
        <ProductRating rating={product.rating} />
        <ProductPrice product={product} />
        <div className={s.actions}>
          {CartToggle ? <CartToggle product={product} /> : <span />}
          <ReviewButton product={product} />
        </div>
      </div>
    </div>
  );
});
