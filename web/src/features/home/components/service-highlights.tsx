import { Box, Link, Typography } from '@mui/material';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const ITEMS = [
  { key: 'delivery', Icon: LocalShippingOutlinedIcon },
  { key: 'handmade', Icon: SpaOutlinedIcon },
  { key: 'support', Icon: SupportAgentOutlinedIcon },
  { key: 'catering', Icon: CakeOutlinedIcon },
] as const;

/**
 * The service highlights of the home page (SPEC.md sections 1 and 2): delivery by zone in the
 * capital city, handmade with real ingredients, support in the shop's hours, and catering requests
 * with a link to /encargos (decision 0026).
 */
export function ServiceHighlights({ city, hours }: { city: string; hours: string }) {
  const { t } = useTranslation('home');
  return (
    // The last block of the home page: laid out only when near the screen (see the footer).
    <Box
      component="section"
      aria-labelledby="home-services"
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 470px', sm: 'auto 260px', lg: 'auto 150px' },
      }}
    >
      <Typography variant="h2" id="home-services" sx={{ mb: 2 }}>
        {t('services.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 3,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {ITEMS.map(({ key, Icon }) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{
                flex: 'none',
                width: 56,
                height: 56,
                borderRadius: '50%',
                bgcolor: '#f3e3cf',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t(`services.${key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`services.${key}.text`, { city, hours })}
              </Typography>
              {key === 'catering' && (
                <Link component={RouterLink} to="/encargos" variant="body2" sx={{ fontWeight: 700 }}>
                  {t('services.catering.link')}
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
