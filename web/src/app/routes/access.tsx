import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form-page.tsx';
import { AccessForm } from '../../features/access/components/access-form.tsx';
import type { StaticHead } from '../page-module.ts';

/**
 * /access (decision 0006): the access gate. When the server is locked it sends every page here;
 * this page needs nothing but POST /api/access.
 */
export default function AccessRoute() {
  const { t } = useTranslation('access');
  return (
    <FormPage title={t('title')} intro={t('intro')}>
      <AccessForm />
    </FormPage>
  );
}

export const head: StaticHead = { title: 'access:title' };
