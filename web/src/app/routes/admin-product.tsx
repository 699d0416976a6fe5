import { useEffect, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ToastMessage } from '../../components/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useLang } from '../../lib/use-lang.ts';
import { AdminGate } from '../admin-gate.tsx';
import { AdminLayout, AdminLoading } from '../../features/admin/components/admin-layout.tsx';
import { ProductForm } from '../../features/admin/components/product-form.tsx';
import { ProductImages } from '../../features/admin/components/product-images.tsx';
import { productTitle } from '../../features/admin/product-rules.ts';
import { useAdminProducts } from '../../features/admin/api/get-products.ts';
import type { AdminProduct } from '../../features/admin/api/product-cache.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /admin/products/new and /admin/products/:id: the product form, and on an
 * existing product whether the shop shows it and its images. Administrators only (who sees it:
 * app/admin-gate.tsx); rendered in the browser.
 */
export default function AdminProductRoute() {
  return <AdminGate>{() => <ProductPage />}</AdminGate>;
}

function ProductPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { id } = useParams();
  const products = useAdminProducts();
  const product = id === undefined ? undefined : products.data?.items.find((p) => p.id === id);
  const title =
    id === undefined
      ? t('productForm.newTitle')
      : product
        ? t('productForm.editTitle', { title: productTitle(product, lang) })
        : t('products.title');
  const nextSortOrder = (products.data?.items ?? []).reduce((max, p) => Math.max(max, p.sortOrder + 1), 0);

  return (
    <AdminLayout title={title}>
      <Button component={Link} to="/admin/products" sx={{ mb: 2 }}>
        ← {t('productForm.back')}
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
      ) : id === undefined ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info">{t('productForm.createNote')}</Alert>
          <ProductForm defaultSortOrder={nextSortOrder} />
        </Box>
      ) : product ? (
        <EditProduct key={product.id} product={product} />
      ) : (
        <Alert severity="warning">{t('productForm.notFound')}</Alert>
      )}
    </AdminLayout>
  );
}

/** An existing product: whether the shop shows it, the form and the images. */
function EditProduct({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  // The "Producto creado" toast travels in the navigation state from the new-product form; it is
  // shown once and dropped from the history entry so a reload does not repeat it.
  const [createdToast] = useState<ToastMessage | null>(
    () => (location.state as { toast?: ToastMessage } | null)?.toast ?? null,
  );
  useEffect(() => {
    if (createdToast) void navigate(location.pathname, { replace: true, state: null });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {product.hidden ? (
        <Alert severity="warning">{t('productForm.hiddenNote')}</Alert>
      ) : product.images.length === 0 ? (
        <Alert severity="warning">{t('productForm.noImagesNote')}</Alert>
      ) : (
        <Alert
          severity="success"
          action={
            <Button
              component={Link}
              to={`/allProducts/${encodeURIComponent(product.slug)}`}
              color="inherit"
              size="small"
            >
              {t('productForm.viewInShop')}
            </Button>
          }
        >
          {t('productForm.visibleNote')}
        </Alert>
      )}
      <ProductForm product={product} initialToast={createdToast} />
      <ProductImages product={product} />
    </Box>
  );
}

export const head: StaticHead = { title: 'admin:title' };
