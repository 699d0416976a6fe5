import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A titled block of product cards on the home page (best-selling, all products; SPEC.md section 2)
 * with a "view all" button to /allProducts. The route passes the cards (or skeletons) as children
 * because product cards belong to the catalogue feature.
 */
export function ProductSection({
  id,
  title,
  children,
  busy = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={id} aria-busy={busy || undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h2" id={id}>
          {title}
        </Typography>
        <Button
          component={Link}
          to="/allProducts"
          variant="outlined"
          sx={{ flex: 'none', whiteSpace: 'nowrap' }}
        >
          {t('actions.viewAll')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
