import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { discountedPrice, formatArs, TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { productTitle } from '../product-rules.ts';
import { useAdminProducts } from '../api/get-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { AdminProduct } from '../api/product-cache.ts';
import { AdminLoading } from './admin-layout.tsx';
import '../texts.ts';

const THUMB_PX = 56;
/** Badges saying why the shop does not show a product (text contrast at least 4.5:1, like the order badges). */
const BADGE = {
  hidden: { bgcolor: '#b54708', color: '#ffffff' },
  noImages: {
    bgcolor: '#fde68a',
    color: '#5b3a00',
    height: 'auto',
    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
  },
} as const;

/** A small square of the main image, or a grey box saying there is none (the title beside it names the product). */
function Thumbnail({ product, noImage }: { product: AdminProduct; noImage: string }) {
  const base = product.images[0];
  return (
    <Box
      sx={{
        width: THUMB_PX,
        flexShrink: 0,
        alignSelf: 'flex-start',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      {base ? (
        <ProductPicture base={base} alt="" sizes={`${THUMB_PX}px`} />
      ) : (
        <Box
          sx={{
            width: THUMB_PX,
            height: THUMB_PX,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
          }}
        >
          <Typography variant="caption" sx={{ lineHeight: 1.1, color: 'text.primary' }}>
            {noImage}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * /admin/products: every product, hidden ones too, in the shop's order, with
 * its main image, title in the page's language, category, price and discount, and badges saying
 * why the shop may not show it (Oculto, Sin imágenes) besides Nuevo and Sin stock. Mostrar /
 * Ocultar acts at once; Editar opens the product's page. A table on wide screens, cards on phones.
 */
export function ProductList() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const products = useAdminProducts();
  const update = useUpdateProduct();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const items = products.data?.items ?? [];

  const show = (next: ToastMessage) => {
    setToast(next);
    setToastOpen(true);
  };

  const toggleHidden = (p: AdminProduct) => {
    const title = productTitle(p, lang);
    const hidden = !p.hidden;
    update.mutate(
      { id: p.id, patch: { hidden } },
      {
        onSuccess: (saved) =>
          show({
            severity: 'success',
            text: t(
              hidden
                ? 'products.hidden'
                : saved.images.length === 0
                  ? 'products.shownNoImages'
                  : 'products.shown',
              { title },
            ),
          }),
        onError: (err) => show({ severity: 'error', text: errorMessage(err, t('products.toggleFailed')) }),
      },
    );
  };

  const title = (p: AdminProduct) => productTitle(p, lang);
  const badges = (p: AdminProduct) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {p.hidden && <Chip size="small" label={t('products.badges.hidden')} sx={BADGE.hidden} />}
      {p.images.length === 0 && (
        <Chip size="small" label={t('products.badges.noImages')} sx={BADGE.noImages} />
      )}
      {!p.hidden && p.images.length > 0 && (
        <Chip size="small" color="success" variant="outlined" label={t('products.badges.visible')} />
      )}
      {p.isNew && <Chip size="small" color="secondary" label={t('products.badges.isNew')} />}
      {!p.inStock && <Chip size="small" label={t('products.badges.outOfStock')} />}
    </Box>
  );
  const price = (p: AdminProduct) => (
    <>
      <Typography variant="body2">{formatArs(p.priceArs, lang)}</Typography>
      {p.discountPercent !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('products.discounted', {
            price: formatArs(discountedPrice(p.priceArs, p.discountPercent), lang),
          })}
        </Typography>
      )}
    </>
  );
  const discount = (p: AdminProduct) =>
    p.discountPercent === null
      ? t('products.noDiscount')
      : t('products.discountValue', { percent: p.discountPercent });
  const actions = (p: AdminProduct) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={`/admin/products/${encodeURIComponent(p.id)}`}
        aria-label={t('products.editLabel', { title: title(p) })}
      >
        {t('products.edit')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={update.isPending && update.variables?.id === p.id}
        onClick={() => toggleHidden(p)}
        aria-label={t(p.hidden ? 'products.showLabel' : 'products.hideLabel', { title: title(p) })}
      >
        {t(p.hidden ? 'products.show' : 'products.hide')}
      </Button>
    </Box>
  );

  return (
    <Box>
      <Button
        component={Link}
        to="/admin/products/new"
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ mb: 2 }}
      >
        {t('products.new')}
      </Button>
      {products.isPending ? (
        <AdminLoading />
      ) : products.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void products.refetch()}>{t('retry')}</Button>}
        >
          {t('loadFailed', { message: errorMessage(products.error, '') })}
        </Alert>
      ) : items.length === 0 ? (
        <Typography role="status">{t('products.empty')}</Typography>
      ) : (
        <>
          <ResponsiveTable
            items={items}
            getKey={(p) => p.id}
            label={t('products.tableLabel')}
            columns={[
              {
                header: t('products.columns.image'),
                cell: (p) => <Thumbnail product={p} noImage={t('products.noImage')} />,
              },
              {
                header: t('products.columns.product'),
                cell: (p) => (
                  <>
                    <Typography sx={{ fontWeight: 700 }}>{title(p)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      #{p.sortOrder} · /{p.slug}
                    </Typography>
                  </>
                ),
              },
              {
                header: t('products.columns.category'),
                cell: (p) => t(`categories.${p.category}`, { ns: 'common' }),
              },
              { header: t('products.columns.price'), align: 'right', cell: price },
              { header: t('products.columns.discount'), nowrap: true, cell: discount },
              { header: t('products.columns.state'), cell: badges },
              { header: t('products.columns.actions'), cell: actions },
            ]}
            renderCard={(p) => (
              <Card component="li" variant="outlined">
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1.5, mb: 1 }}>
                    <Thumbnail product={p} noImage={t('products.noImage')} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title(p)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`categories.${p.category}`, { ns: 'common' })} · {discount(p)}
                      </Typography>
                      {price(p)}
                    </Box>
                  </Box>
                  {badges(p)}
                  <Box sx={{ mt: 1 }}>{actions(p)}</Box>
                </CardContent>
              </Card>
            )}
          />
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            {t('products.count', { count: items.length })}
          </Typography>
        </>
      )}
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={TIMINGS.snackbarMs}
        closeText={t('close')}
      />
    </Box>
  );
}
