import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteLocked } from '../../lib/shop-info.ts';

/**
 * The "Botón de arrepentimiento" link on the first screen of every page, at every width
 * (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md): a slim bar above the header
 * that scrolls away with the page, so it costs a phone's screen nothing once the shopper scrolls.
 * Hidden on the access gate, whose menu is hidden too.
 */
export function WithdrawalBar() {
  const { t } = useTranslation();
  if (useSiteLocked()) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        px: 2,
        py: 0.25,
        bgcolor: 'grey.100',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Link
        component={RouterLink}
        to="/arrepentimiento"
        variant="body2"
        underline="always"
        sx={{ color: 'text.primary', py: 0.5, fontSize: '0.8125rem' }}
      >
        {t('footer.withdrawal')}
      </Link>
    </Box>
  );
}
