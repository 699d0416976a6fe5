import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/feedback.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import page from '../../components/page.module.css';
import { useCliente } from '../../features/account/api/get-cliente.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useAllProducts } from '../../features/catalog/api/get-all-products.ts';
import { CateringForm, type CateringPrefill } from '../../features/catering/components/catering-form.tsx';
import s from '../../features/catering/components/catering.module.css';
import '../../features/catering/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /encargos (docs/decisions/0026-catering-requests.md): the catering and made-to-order request form,
 * no sign-in needed. Joins three features here: the catalogue's products to choose from, and a
 * signed-in shopper's profile (or account) to fill in their details. Static CSS, no MUI (decision 0030).
 */
export default function CateringRoute() {
  const { t } = useTranslation('catering');
  const user = useSessionUser();
  const cliente = useCliente({ enabled: Boolean(user) });
  const catalogue = useAllProducts();
  const products = useMemo(
    () => (catalogue.data?.items ?? []).map((p) => ({ id: String(p.id), title: p.title })),
    [catalogue.data],
  );
  const prefill = useMemo<CateringPrefill | null>(() => {
    if (!user) return null;
    const c = cliente.data;
    const name = c ? [c.nombre, c.apellido].filter(Boolean).join(' ') : '';
    return {
      name: name || user.name,
      email: c?.email || user.email,
      phone: c?.telefono ?? '',
      address: c?.direccion ?? '',
    };
  }, [user, cliente.data]);
  // The form starts from the account's details: it waits for the session and, when signed in, the profile.
  const ready = user !== undefined && !(user && cliente.isPending);
  return (
    <div className={`${page.container} ${page.narrowPage}`}>
      <PageTitle title={t('title')} />
      <h1 className={page.h1}>{t('title')}</h1>
      <p className={`${page.body1} ${s.intro}`}>{t('intro')}</p>
      {ready ? (
        <CateringForm products={products} prefill={prefill} />
      ) : (
        <div className={s.loading}>
          <Spinner label={t('form.loading')} />
        </div>
      )}
    </div>
  );
}

export const head: StaticHead = {
  title: 'common:menu.catering',
  description: 'seo:catering',
  indexable: true,
};
