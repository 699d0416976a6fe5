import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { SessionUser } from '@shop/domain';
import { useSessionUser } from '../api/get-session.ts';

/**
 * Shows `children` to a signed-in customer; a signed-out visitor is sent to /login. While the
 * session is still loading a spinner shows, never a redirect.
 */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (user === undefined) {
    return (
      <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (user === null) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return children(user);
}
