import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { WithdrawalForm } from '../../features/withdrawal/components/withdrawal-form.tsx';
import '../../features/withdrawal/texts.ts';
import type { StaticHead } from '../page-module.ts';

/**
 * /arrepentimiento: the withdrawal button's form (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md),
 * reachable from the bar above the header on every page; no sign-in.
 */
export default function WithdrawalRoute() {
  const { t } = useTranslation('withdrawal');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('title')} />
      <Typography variant="h1">{t('title')}</Typography>
      <Typography sx={{ mt: 1 }}>{t('intro')}</Typography>
      <Typography variant="body2" sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        {t('perishable')}
      </Typography>
      <WithdrawalForm />
    </Container>
  );
}

export const head: StaticHead = {
  title: 'common:footer.withdrawal',
  description: 'seo:withdrawal',
  indexable: true,
};
