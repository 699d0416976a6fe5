import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatArs, type Product } from '@shop/domain';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';

/**
 * Price in ARS with two decimals (SPEC.md section 9), and the struck-out original price when
 * discounted (SPEC.md section 2 "Product card").
 */
export function ProductPrice({ product, size = 'medium' }: { product: Pick<Product, 'price' | 'originalPrice'>; size?: 'medium' | 'large' }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1.05rem', color: 'primary.main' }}>
        {product.originalPrice != null && <VisuallyHidden>{t('price.current')} </VisuallyHidden>}
        {formatArs(product.price, lang)}
      </Typography>
      {product.originalPrice != null && (
        <Typography component="del" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.9rem' }}>
          <VisuallyHidden>{t('price.original')} </VisuallyHidden>
          {formatArs(product.originalPrice, lang)}
        </Typography>
      )}
    </Box>
  );
}
