import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@shop/domain';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { productPath } from '../product-path.ts';
import { ProductPrice } from './product-price.tsx';
import { ProductRating } from './product-rating.tsx';
import { ReviewButton } from './review-button.tsx';
import { useProductCardActions } from './product-card-actions.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  /** Heading level of the title, to keep the page's heading order (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** How wide a card image is drawn: 2 columns on phones, up to 4 on wide screens. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 50vw';

/**
 * A catalogue product card (SPEC.md section 2 "Product card"): image, discount and new badges,
 * title linking to the detail page, stars with the review count, price with the struck-out
 * original, the cart and wishlist toggles (from ProductCardActionsProvider) and a review button.
 */
export function ProductCard({ product, priority = false, headingLevel = 'h3' }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { CartToggle, WishlistToggle } = useProductCardActions();
  const href = productPath(product.slug);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <Box sx={{ position: 'relative', bgcolor: 'grey.100' }}>
        <ProductPicture base={product.images[0] ?? ''} alt={product.imageAlt} sizes={CARD_IMAGE_SIZES} priority={priority} />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          {product.discountPercent != null && (
            <LabelTag color="error" label={t('badge.discount', { percent: product.discountPercent })} />
          )}
          {product.isNew && <LabelTag color="secondary" label={t('badge.new')} />}
          {!product.inStock && <LabelTag color="dark" label={t('stock.out')} />}
        </Box>
        {WishlistToggle && (
          <Box sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1 }}>
            <WishlistToggle product={product} />
          </Box>
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.5, '&:last-child': { pb: 1 } }}>
        {/* The whole name, never cut (issue 17 item 9): two lines of room keep cards aligned, a
            longer name takes a third; a little smaller on phones, where two columns are narrow. */}
        <Typography
          component={headingLevel}
          sx={{ fontSize: { xs: '0.95rem', sm: '1rem' }, fontWeight: 600, lineHeight: 1.3, minHeight: '2.6em', overflowWrap: 'anywhere', hyphens: 'auto' }}
        >
          <Link
            component={RouterLink}
            to={href}
            color="inherit"
            underline="hover"
            sx={{
              // "Stretched link": the whole card (image included) opens the product, with one link
              // in the tab order; the buttons sit above it (zIndex 1).
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3, borderRadius: 1 },
            }}
          >
            {product.title}
          </Link>
        </Typography>
        <ProductRating rating={product.rating} />
        <ProductPrice product={product} />
        <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', pt: 0.5, position: 'relative', zIndex: 1 }}>
          {CartToggle ? <CartToggle product={product} /> : <span />}
          <ReviewButton product={product} />
        </Box>
      </CardContent>
    </Card>
  );
}
