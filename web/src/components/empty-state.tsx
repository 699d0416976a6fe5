import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * The "nothing here yet" card of a list page (empty cart, wishlist or checkout): a message and
 * one link-button onward, usually to the products.
 */
export function EmptyState({
  message,
  actionLabel,
  to,
  padding = 4,
}: {
  message: string;
  actionLabel: string;
  to: string;
  padding?: number;
}) {
  return (
    <Paper variant="outlined" sx={{ p: padding, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button component={RouterLink} to={to} variant="contained">
        {actionLabel}
      </Button>
    </Paper>
  );
}
