import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { CateringConfirm } from '../../features/catering/components/catering-confirm.tsx';
import '../../features/catering/texts.ts';
import { useSignedIn } from '../layout/use-signed-in.ts';
import type { StaticHead } from '../page-module.ts';

/** /encargos/confirmar?token= (docs/decisions/0026-catering-requests.md): the quote a mailed link opens, and its confirmation. */
export default function CateringConfirmRoute() {
  const { t } = useTranslation('catering');
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('confirm.title')} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('confirm.title')}
      </Typography>
      <CateringConfirm token={params.get('token') ?? ''} signedIn={signedIn} />
    </Container>
  );
}

export const head: StaticHead = { title: 'common:menu.catering' };
