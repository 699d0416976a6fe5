import { Box, Button, Paper, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Subscribe promo of the home page: 10% off the first order (SPEC.md sections 1 and 9). The
 * mechanism is not specified, so the button leads to the contact page where the shopper asks for it.
 */
export function PromoBlock() {
  const { t } = useTranslation('home');
  return (
    <Paper
      component="section"
      aria-labelledby="home-promo"
      elevation={0}
      sx={{ p: { xs: 2.5, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <LocalOfferOutlinedIcon aria-hidden="true" sx={{ fontSize: 48 }} />
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="h2" id="home-promo" sx={{ color: 'inherit' }}>
          {t('promo.title')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('promo.text')}</Typography>
      </Box>
      <Button component={Link} to="/contact" variant="contained" size="large" sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#f3e3cf' } }}>
        {t('promo.cta')}
      </Button>
    </Paper>
  );
}
