import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { LeaveForm } from '../../features/subscribe/components/leave-form.tsx';
import '../../features/subscribe/texts.ts';
import type { StaticHead } from '../page-module.ts';

/** /baja: the newsletter's botón de baja (decision 0020), linked from the footer; no sign-in. */
export default function LeaveNewsletterRoute() {
  const { t } = useTranslation('promotions');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('leave.title')} />
      <Typography variant="h1">{t('leave.title')}</Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>{t('leave.intro')}</Typography>
      <LeaveForm />
    </Container>
  );
}

export const head: StaticHead = { title: 'promotions:leave.title' };
