import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Home page heading and one-line pitch; text only, so it paints at once and is the page's fast LCP. */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <Box sx={{ textAlign: { xs: 'left', md: 'center' }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' } }}>
        {t('hero.title')}
      </Typography>
      <Typography
        sx={{
          mt: 1,
          color: 'text.secondary',
          fontSize: { md: '1.15rem' },
          maxWidth: 720,
          mx: { md: 'auto' },
        }}
      >
        {t('hero.subtitle')}
      </Typography>
    </Box>
  );
}
