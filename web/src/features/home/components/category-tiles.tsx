import type { ReactElement } from 'react';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import CakeIcon from '@mui/icons-material/Cake';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// `selected` keeps the Spanish values of the original URLs (SPEC.md section 2 "/category").
const TILES: readonly {
  key: 'salados' | 'dulces' | 'nuevos';
  selected: string;
  icon: ReactElement;
  bg: string;
}[] = [
  { key: 'salados', selected: 'Salados', icon: <BakeryDiningIcon fontSize="inherit" />, bg: '#f3e3cf' },
  { key: 'dulces', selected: 'Dulces', icon: <CakeIcon fontSize="inherit" />, bg: '#f6dede' },
  { key: 'nuevos', selected: 'Nuevos', icon: <AutoAwesomeIcon fontSize="inherit" />, bg: '#e3eedc' },
];

/**
 * The three category tiles of the home page (SPEC.md section 2), each linking to
 * /category?selected=…. Icons instead of photos keep the top of the page light.
 */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-categories">
      <Typography variant="h2" id="home-categories" sx={{ mb: 2 }}>
        {t('categories.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1, sm: 2 },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Card elevation={0} sx={{ bgcolor: tile.bg, height: '100%' }}>
              <CardActionArea
                component={Link}
                to={`/category?selected=${tile.selected}`}
                sx={{
                  p: { xs: 1.5, sm: 2.5 },
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: { xs: 0.5, sm: 2 },
                  justifyContent: 'flex-start',
                  textAlign: { xs: 'center', sm: 'left' },
                  height: '100%',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ fontSize: { xs: 36, sm: 44 }, color: 'primary.main', display: 'flex' }}
                >
                  {tile.icon}
                </Box>
                <Box>
                  <Typography
                    component="h3"
                    sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.15rem' } }}
                  >
                    {t(`common:categories.${tile.key}`)}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
                  >
                    {t(`categories.${tile.key}`)}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
