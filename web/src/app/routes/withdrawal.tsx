import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { WithdrawalForm } from '../../features/withdrawal/components/withdrawal-form.tsx';
import page from '../../components/page.module.css';
import s from '../../features/withdrawal/components/withdrawal.module.css';
import '../../features/withdrawal/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /arrepentimiento: the withdrawal button's form (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md),
 * reachable from the bar above the header on every page; no sign-in. Static CSS, no MUI (decision 0030).
 */
export default function WithdrawalRoute() {
  const { t } = useTranslation('withdrawal');
  return (
    <div className={`${page.container} ${page.smPage}`}>
      <PageTitle title={t('title')} />
      <h1 className={page.h1}>{t('title')}</h1>
      <p className={`${page.body1} ${s.intro}`}>{t('intro')}</p>
      <p className={`${page.body2} ${page.secondary} ${s.perishable}`}>{t('perishable')}</p>
      <WithdrawalForm />
    </div>
  );
}

export const head: StaticHead = {
  title: 'common:footer.withdrawal',
  description: 'seo:withdrawal',
  indexable: true,
};
