/*
 * Pieces of every back-office page, used by the admin and owner features (a feature may not
 * import another, eslint.config.js).
 */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A spinner with a spoken label while the data loads. */
export function AdminLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center' }}>
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

/** A titled box of a back-office page (an order's lines, the deal form...), with an h2. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
