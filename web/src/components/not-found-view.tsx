import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { TIMINGS } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from './page-title.tsx';

/**
 * The 404 view: a message, a link home and a visible countdown from
 * TIMINGS.notFoundCountdownSeconds to 0, then it navigates to /. Used by the catch-all route and by
 * screens that find nothing to show (e.g. an unknown product title).
 */
export function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number>(TIMINGS.notFoundCountdownSeconds);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate('/', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title={t('notFound.title')} />
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        aria-hidden="true"
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('notFound.message')}</Typography>
      <Typography role="timer" data-testid="not-found-countdown" sx={{ mt: 2, fontWeight: 600 }}>
        {t('notFound.countdown', { count: secondsLeft })}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
