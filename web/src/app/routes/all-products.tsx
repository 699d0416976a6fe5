import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { AllProductsList } from '../../features/catalog/components/all-products-list.tsx';
import { CatalogFilterBar } from '../../features/catalog/components/catalog-filter-bar.tsx';
import { usePageFilter } from '../../features/catalog/page-filter.ts';
import { useDocumentTitle } from '../../components/page-title.tsx';
import page from '../../components/page.module.css';
import ui from '../../components/ui.module.css';
import { PAGE_SIZE, readPageFilter } from '@shop/domain';
import { filteredInfiniteQuery } from '../../features/catalog/api/get-filtered-products.ts';
import { CARD_IMAGE_SIZES } from '../../features/catalog/components/product-card.tsx';
import type { PageHeadSpec, PageLoader } from '../page-module.ts';

/**
 * /allProducts and /logout: the paged catalogue with links home and to /category, filtered and
 * sorted as its URL says (?exclude=nuts&maxNetCarbs=3&sort=netCarbs).
 */
export default function AllProductsRoute() {
  const { t } = useTranslation('catalog');
  const [pageFilter, setPageFilter] = usePageFilter();
  useDocumentTitle(t('allProducts.documentTitle'));
  return (
    <div className={`${page.container} ${page.listPage}`}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.home'), to: '/' }, { label: t('allProducts.title') }]}
      />
      <div className={page.titleRow}>
        <h1 className={page.h1}>{t('allProducts.title')}</h1>
        <RouterLink to="/category" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}>
          {t('nav.byCategory')}
        </RouterLink>
      </div>
      <CatalogFilterBar value={pageFilter} onChange={setPageFilter} />
      <AllProductsList filter={pageFilter.filter} sort={pageFilter.sort} />
    </div>
  );
}

/** The first page of the catalogue, filtered and sorted as the URL says (read as leniently as the page reads it). */
export const loader: PageLoader = async ({ client, catalog, lang, url }) => {
  const { filter, sort } = readPageFilter(url.searchParams);
  const first = await catalog.listProducts({ limit: PAGE_SIZE, offset: 0, lang, sort, ...filter });
  client.setQueryData(filteredInfiniteQuery({ filter, sort }, lang).queryKey, {
    pages: [first],
    pageParams: [0],
  });
  const image = first.items[0]?.images[0];
  return { lcpImage: image ? { base: image, sizes: CARD_IMAGE_SIZES } : undefined };
};

/** The catalogue's head; at /logout (the same page after signing out) not one for search engines. */
export const head: PageHeadSpec = ({ url, t }) =>
  url.pathname === '/allProducts'
    ? { title: t('catalog:allProducts.documentTitle'), description: t('seo:allProducts'), indexable: true }
    : { title: t('catalog:allProducts.documentTitle') };
