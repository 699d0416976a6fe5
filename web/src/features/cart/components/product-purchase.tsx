import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_LINE_QUANTITY, toLineItem, type Product } from '@shop/domain';
import { useCartQuantity, useCartStore } from '../cart-store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * Purchase controls of the product page (SPEC.md section 2): the quantity in the cart with minus
 * and plus (plus adds the product, minus takes one off and removes it at 1; 0 when absent) and
 * "Comprar ahora", disabled at 0 and otherwise going to /checkout.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const quantity = useCartQuantity(product.id);
  const add = useCartStore((state) => state.add);
  const decrease = useCartStore((state) => state.decrease);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('quantity.label')}
        </Typography>
        <QuantityStepper
          quantity={quantity}
          title={product.title}
          onDecrease={() => decrease(product.id)}
          onIncrease={() => add(toLineItem(product), 1)}
          decreaseDisabled={quantity === 0}
          increaseDisabled={quantity >= MAX_LINE_QUANTITY || (!product.inStock && quantity === 0)}
        />
      </Box>
      <Button variant="contained" size="large" disabled={quantity === 0} onClick={() => void navigate('/checkout')}>
        {t('buyNow')}
      </Button>
    </Box>
  );
}
