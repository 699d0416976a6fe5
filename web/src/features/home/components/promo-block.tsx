import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Subscribe promo of the home page: 10% off the first order (SPEC.md sections 1 and 9). `action`
 * is the "Quiero mi descuento" button that opens the subscribe form (issue 14), composed by the route.
 */
export function PromoBlock({ action }: { action: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Paper
      component="section"
      aria-labelledby="home-promo"
      elevation={0}
      sx={{
        p: { xs: 2.5, md: 4 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <LocalOfferOutlinedIcon aria-hidden="true" sx={{ fontSize: 48 }} />
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="h2" id="home-promo" sx={{ color: 'inherit' }}>
          {t('promo.title')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('promo.text')}</Typography>
      </Box>
      {action}
    </Paper>
  );
}
