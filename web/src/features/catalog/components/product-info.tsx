import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/domain';
import { ProductPrice } from './product-price.tsx';
import { ProductRating } from './product-rating.tsx';
import { LabelTag } from '../../../components/label-tag.tsx';

/**
 * The text side of the product page (SPEC.md section 2): title (h1), stars with the review count,
 * stock label, price (and original price with the discount), details; `children` holds the
 * purchase controls that the route composes from the cart and wishlist features.
 */
export function ProductInfo({ product, children }: { product: Product; children?: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {product.isNew && <LabelTag color="secondary" label={t('badge.new')} />}
        {product.discountPercent != null && <LabelTag color="error" label={t('badge.discount', { percent: product.discountPercent })} />}
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {product.title}
      </Typography>
      <ProductRating rating={product.rating} showLabel />
      <Typography
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: product.inStock ? 'success.dark' : 'error.dark' }}
      >
        {product.inStock ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RemoveCircleIcon fontSize="small" aria-hidden />}
        {product.inStock ? t('stock.in') : t('stock.out')}
      </Typography>
      <ProductPrice product={product} size="large" />
      <Typography sx={{ whiteSpace: 'pre-line' }}>{product.details}</Typography>
      {children}
    </Box>
  );
}

