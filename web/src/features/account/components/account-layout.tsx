import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';
import { PageTitle } from '../../../components/page-title.tsx';
import { AccountNav } from './account-nav.tsx';

/** Frame of the signed-in pages (/account, /orders): the account menu beside (or above) the page. */
export function AccountLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1, md: 1.5 } }}>
          <AccountNav />
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ mb: subtitle ? 0.5 : 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
    </Container>
  );
}
