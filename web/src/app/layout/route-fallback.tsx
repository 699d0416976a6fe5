import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Fallback while a page's code loads: fills the viewport so the footer starts below the fold and is not seen jumping down. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/**
 * Thin bar on top of the window while the next page's code loads. Fixed position, so it moves
 * nothing; it appears only after 200 ms so fast navigations do not flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'tooltip',
        opacity: 0,
        animation: 'nav-progress-in 0s linear 200ms forwards',
        '@keyframes nav-progress-in': { to: { opacity: 1 } },
      }}
    />
  );
}
