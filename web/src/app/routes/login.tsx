import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';

/**
 * /login until customer accounts exist (issue 3): the header's "Ingresar" entry leads here
 * instead of a 404, and points the shopper to the WhatsApp order, which needs no account.
 */
export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={t('loginSoon.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('loginSoon.title')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('loginSoon.body')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('loginSoon.meanwhile')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/allProducts" variant="contained">
            {t('loginSoon.shop')}
          </Button>
          <Button component={RouterLink} to="/cart" variant="outlined">
            {t('loginSoon.cart')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
