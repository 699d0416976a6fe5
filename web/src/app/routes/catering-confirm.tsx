import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import page from '../../components/page.module.css';
import { CateringConfirm } from '../../features/catering/components/catering-confirm.tsx';
import '../../features/catering/texts.ts';
import { useSignedIn } from '../layout/use-signed-in.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /encargos/confirmar?token= (docs/decisions/0026-catering-requests.md): the quote a mailed link
 * opens, and its confirmation. Static CSS, no MUI (decision 0030).
 */
export default function CateringConfirmRoute() {
  const { t } = useTranslation('catering');
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  return (
    <div className={`${page.container} ${page.smPage}`}>
      <PageTitle title={t('confirm.title')} />
      <h1 className={`${page.h1} ${page.titleGap}`}>{t('confirm.title')}</h1>
      <CateringConfirm token={params.get('token') ?? ''} signedIn={signedIn} />
    </div>
  );
}

export const head: StaticHead = { title: 'common:menu.catering' };
