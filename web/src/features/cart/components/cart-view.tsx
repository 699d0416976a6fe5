import { Box, Button, Divider, IconButton, Link, Paper, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatArs, lineTotal, MAX_LINE_QUANTITY, orderTotals, type CartLine } from '@shop/domain';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useCartStore } from '../cart-store.ts';
import { useCartLines } from '../rendered-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const { increase, decrease, remove } = useCartStore.getState();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr auto', sm: '88px 1fr auto auto auto' },
        gridTemplateAreas: { xs: '"img info remove" "img qty total"', sm: '"img info qty total remove"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 2,
      }}
    >
      <Box sx={{ gridArea: 'img', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {line.imageSrc && <ProductPicture base={line.imageSrc} alt="" sizes="88px" />}
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/allProducts/${encodeURIComponent(line.id)}`}
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {line.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('line.unitPrice', { price: formatArs(line.price, lang) })}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'qty' }}>
        <QuantityStepper
          size="small"
          quantity={line.quantity}
          title={line.title}
          onDecrease={() => decrease(line.id)}
          onIncrease={() => increase(line.id)}
          increaseDisabled={line.quantity >= MAX_LINE_QUANTITY}
        />
      </Box>
      <Typography sx={{ gridArea: 'total', fontWeight: 700, textAlign: 'right', minWidth: 100 }}>
        <VisuallyHidden>{t('line.total')} </VisuallyHidden>
        {formatArs(lineTotal(line.price, line.quantity), lang)}
      </Typography>
      <Box sx={{ gridArea: 'remove', justifySelf: 'end' }}>
        <IconButton aria-label={t('line.remove', { title: line.title })} onClick={() => remove(line.id)}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Delivery note of the cart and checkout: by zone in the capital, paid by the customer. */
export function ShippingNote() {
  const { t } = useTranslation('cart');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2">{t('shippingNote')}</Typography>
    </Box>
  );
}

/**
 * The cart page body: lines with decrease, increase and remove, the total in ARS, the shipping note
 * and "Realizar Pedido"; an empty cart shows "No hay productos en Mi Carrito".
 */
export function CartView() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  // The server's lines while it renders and the browser hydrates a returning shopper's cart (decision 0040).
  const lines = useCartLines();

  if (lines.length === 0) {
    return <EmptyState message={t('empty')} actionLabel={t('browseProducts')} to="/allProducts" />;
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 340px' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ px: 2 }}>
        <Box
          component="ul"
          aria-label={t('linesLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="cart-summary-title"
        sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id="cart-summary-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('summary.title')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('summary.total')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid="cart-total">
            {/* The products' total: no coupon or delivery is chosen in the cart (orderTotals as checkout). */}
            {formatArs(orderTotals({ lines }).total, lang)}
          </Typography>
        </Box>
        <Divider />
        <ShippingNote />
        <Button component={RouterLink} to="/checkout" variant="contained" size="large" fullWidth>
          {t('placeOrder')}
        </Button>
      </Paper>
    </Box>
  );
}
