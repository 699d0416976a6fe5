import type { ReactNode } from 'react';
import { Alert, Box, Button, Container, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useShopFactsAdmin } from '../api/shop-facts.ts';
import '../texts.ts';
import '../../../lib/invoice-texts.ts';

/** The back office's frame: page title, heading and the sections (Inicio, Pedidos, Producción, Clientes, Productos, Oferta, Cupones, Suscriptores, Encargos, Arrepentimientos, Carritos abandonados, Facturas, Entregas, Opiniones). */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { t: tInvoices } = useTranslation('invoices');
  const { pathname } = useLocation();
  const sections = [
    { to: '/admin', label: t('nav.home'), active: pathname === '/admin' },
    { to: '/admin/orders', label: t('nav.orders'), active: pathname.startsWith('/admin/orders') },
    { to: '/admin/production', label: t('nav.production'), active: pathname.startsWith('/admin/production') },
    { to: '/admin/customers', label: t('nav.customers'), active: pathname.startsWith('/admin/customers') },
    { to: '/admin/products', label: t('nav.products'), active: pathname.startsWith('/admin/products') },
    { to: '/admin/deal', label: t('nav.deal'), active: pathname.startsWith('/admin/deal') },
    { to: '/admin/coupons', label: t('nav.coupons'), active: pathname.startsWith('/admin/coupons') },
    {
      to: '/admin/subscribers',
      label: t('nav.subscribers'),
      active: pathname.startsWith('/admin/subscribers'),
    },
    { to: '/admin/encargos', label: t('nav.catering'), active: pathname.startsWith('/admin/encargos') },
    {
      to: '/admin/withdrawals',
      label: t('nav.withdrawals'),
      active: pathname.startsWith('/admin/withdrawals'),
    },
    {
      to: '/admin/abandoned-carts',
      label: t('nav.abandoned'),
      active: pathname.startsWith('/admin/abandoned-carts'),
    },
    { to: '/admin/invoices', label: tInvoices('nav'), active: pathname.startsWith('/admin/invoices') },
    { to: '/admin/delivery', label: t('nav.delivery'), active: pathname.startsWith('/admin/delivery') },
    { to: '/admin/shop', label: t('nav.shop'), active: pathname.startsWith('/admin/shop') },
    { to: '/admin/reviews', label: t('nav.reviews'), active: pathname.startsWith('/admin/reviews') },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle title={`${title} · ${t('title')}`} />
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        {sections.map((s) => (
          <Button
            key={s.to}
            component={Link}
            to={s.to}
            variant={s.active ? 'contained' : 'outlined'}
            size="small"
            aria-current={s.active ? 'page' : undefined}
          >
            {s.label}
          </Button>
        ))}
      </Box>
      <ShopFactsWarning />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

/**
 * The back office's warning while a shop fact still holds a new shop's stand-in (the alias
 * PANADERIA.KETO.ALIAS, the WhatsApp 5493870000000...) or the transfer account is blank: shoppers
 * would see it (docs/decisions/0028). Names the facts and leads to "Datos de la tienda".
 */
function ShopFactsWarning() {
  const { t } = useTranslation('admin');
  const { data } = useShopFactsAdmin();
  if (!data?.placeholders.length) return null;
  const names = data.placeholders.map((key) => t(`shopFacts.fields.${key}`)).join(', ');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="shop-facts-warning">
      {t('shopFacts.warning', { names })}{' '}
      <MuiLink component={Link} to="/admin/shop">
        {t('shopFacts.warningLink')}
      </MuiLink>
    </Alert>
  );
}

/** What a signed-in customer who is not an administrator sees on /admin pages. */
export function AdminOnly() {
  const { t } = useTranslation('admin');
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageTitle title={t('title')} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography role="alert">{t('adminOnly')}</Typography>
    </Container>
  );
}

// The loading mark and the section box are shared with the owner's pages (components/back-office-section.tsx).
export { AdminLoading, AdminSection } from '../../../components/back-office-section.tsx';
