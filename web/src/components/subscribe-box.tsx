import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/**
 * The About page's subscribe box (10% off the first order). `action` is the
 * button that opens the subscribe form, composed by the route so this shared component
 * imports no feature.
 */
export function SubscribeBox({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="subscribe-title"
      elevation={0}
      sx={{ p: { xs: 2.5, md: 4 }, bgcolor: '#fbeedd' }}
    >
      <Typography variant="h2" id="subscribe-title">
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2 }}>{text}</Typography>
      {action}
    </Paper>
  );
}
