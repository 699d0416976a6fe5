import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { KETO_NS } from '../../../lib/keto-texts.ts';

/** What a filtered catalogue shows when nothing matches (issue 19): the fact and a way back to the whole list. */
export function FilterEmpty() {
  const { t } = useTranslation(KETO_NS);
  const { pathname, search } = useLocation();
  // Keep the page's own params (the category of /category), drop the filter's.
  const kept = new URLSearchParams(search);
  for (const name of ['exclude', 'maxNetCarbs', 'sort']) kept.delete(name);
  const to = kept.size > 0 ? `${pathname}?${kept.toString()}` : pathname;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }} data-testid="filter-empty">
      <Typography sx={{ mb: 1 }}>{t('filter.empty')}</Typography>
      <Button component={RouterLink} to={to} variant="outlined">
        {t('filter.clear')}
      </Button>
    </Box>
  );
}
