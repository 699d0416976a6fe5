import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import {
  filteredAllProductsQuery,
  useFilteredAllProducts,
} from '../../features/catalog/api/get-filtered-products.ts';
import { CategorySelect } from '../../features/catalog/components/category-select.tsx';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { categoryOf, parseCategoryParam } from '../../features/catalog/category-param.ts';
import { CatalogFilterBar } from '../../features/catalog/components/catalog-filter-bar.tsx';
import { FilterEmpty } from '../../features/catalog/components/filter-empty.tsx';
import { usePageFilter } from '../../features/catalog/page-filter.ts';
import { isFiltering, MAX_PAGE_SIZE, readPageFilter } from '@shop/domain';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { RetryNotice } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';
import ui from '../../components/ui.module.css';
import type { PageHeadSpec, PageLoader } from '../page-module.ts';

/**
 * /category?selected=Todos|Salados|Dulces|Nuevos: one category, chosen by a
 * menu, filtered and sorted as the URL says (the filter is kept when the category changes).
 */
export default function CategoryRoute() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const selected = parseCategoryParam(params.get('selected'));
  const [pageFilter, setPageFilter] = usePageFilter();
  const filtering = isFiltering(pageFilter.filter);
  const query = useFilteredAllProducts({
    category: categoryOf(selected),
    filter: pageFilter.filter,
    sort: pageFilter.sort,
  });
  const name = t(`category.names.${selected}`);
  useDocumentTitle(t('category.documentTitle', { name }));

  return (
    <div className={`${page.container} ${page.listPage}`}>
      <PageBreadcrumbs
        label={t('nav.breadcrumb')}
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('allProducts.title'), to: '/allProducts' },
          { label: name },
        ]}
      />
      <div className={page.titleRow}>
        <h1 className={page.h1}>{name}</h1>
        <CategorySelect
          value={selected}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('selected', value);
            setParams(next);
          }}
        />
      </div>
      <CatalogFilterBar value={pageFilter} keep={{ selected }} onChange={setPageFilter} />
      {query.isError ? (
        <RetryNotice
          message={t('list.error')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ProductGrid
          products={query.data?.items ?? []}
          loading={query.isPending}
          skeletonCount={8}
          headingLevel="h2"
          listName={`category_${selected}`}
        />
      )}
      {query.data &&
        query.data.items.length === 0 &&
        (filtering ? (
          <FilterEmpty />
        ) : (
          <p className={`${page.body1} ${page.emptyNote}`}>{t('category.empty')}</p>
        ))}
      <div className={page.pageLinks}>
        <RouterLink to="/" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`}>
          {t('nav.backHome')}
        </RouterLink>
        <RouterLink to="/allProducts" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}>
          {t('nav.allProducts')}
        </RouterLink>
      </div>
    </div>
  );
}

/** The chosen category's products, filtered and sorted as the URL says. */
export const loader: PageLoader = async ({ client, catalog, lang, url }) => {
  const { filter, sort } = readPageFilter(url.searchParams);
  const category = categoryOf(parseCategoryParam(url.searchParams.get('selected')));
  const products = await catalog.listProducts({
    category,
    limit: MAX_PAGE_SIZE,
    offset: 0,
    lang,
    sort,
    ...filter,
  });
  client.setQueryData(filteredAllProductsQuery({ category, filter, sort }, lang).queryKey, products);
  return {};
};

/** The category's name in title and description; `selected` is the only parameter of its canonical URL. */
export const head: PageHeadSpec = ({ url, t }) => {
  const selected = parseCategoryParam(url.searchParams.get('selected'));
  const name = t(`catalog:category.names.${selected}`);
  const params: [string, string][] = [['selected', selected]];
  return {
    title: t('catalog:category.documentTitle', { name }),
    description: t('seo:category', { name }),
    indexable: true,
    params,
    crumbs: [
      { name: t('seo:breadcrumbProducts'), path: '/allProducts' },
      { name, path: '/category', params },
    ],
  };
};
