import { Box, Container, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The shapes of the browser-rendered pages the server sends a skeleton for. */
export type ShellKind = 'cart' | 'checkout' | 'list' | 'form' | 'account';

/** What the server renders in place of a browser-rendered page (route handle, see router.tsx). */
export interface PageShell {
  kind: ShellKind;
  /** Locale key (`ns:key`) of the page's h1; public text only, never anything about the shopper. */
  title?: `${string}:${string}`;
}

const lines = (n: number, height: number) =>
  Array.from({ length: n }, (_, i) => <Skeleton key={i} variant="rounded" height={height} sx={{ mb: 2 }} />);

/**
 * Server-rendered placeholder of a browser-rendered page (/cart, /checkout, /account...):
 * the page's frame (same containers and spacing as the page) with grey blocks where the shopper's
 * data will be, so the first paint comes as early as on catalogue pages. It never shows personal
 * data (the shells are public, cacheable pages) and is replaced as a whole when the app renders
 * the real page in the browser (new elements, so nothing counts as shifted).
 */
export function PageSkeleton({ shell }: { shell: PageShell }) {
  const { t } = useTranslation();
  const heading = shell.title ? (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {t(shell.title)}
    </Typography>
  ) : (
    <Skeleton variant="text" width="40%" sx={{ typography: 'h1', mb: 3 }} />
  );
  const busy = {
    role: 'status',
    'aria-busy': true,
    'aria-label': t('loading'),
    'data-page-skeleton': shell.kind,
  } as const;

  if (shell.kind === 'form') {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} {...busy}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {heading}
          {lines(3, 56)}
          <Skeleton variant="rounded" height={40} width="50%" />
        </Paper>
      </Container>
    );
  }
  if (shell.kind === 'account') {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} {...busy}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
            gap: { xs: 2, md: 4 },
            alignItems: 'start',
          }}
        >
          <Skeleton variant="rounded" height={120} />
          <Box sx={{ minWidth: 0 }}>
            {heading}
            {lines(4, 56)}
          </Box>
        </Box>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} {...busy}>
      <Skeleton variant="text" width={160} height={24} sx={{ mb: 1 }} />
      {heading}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box>{lines(shell.kind === 'checkout' ? 5 : 3, shell.kind === 'checkout' ? 56 : 96)}</Box>
        {shell.kind !== 'list' && <Skeleton variant="rounded" height={220} />}
      </Box>
    </Container>
  );
}
