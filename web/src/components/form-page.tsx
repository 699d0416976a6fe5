import type { ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';
import { PageTitle } from './page-title.tsx';

/**
 * The frame of a small form page (sign-in, sign-up, code confirmation, password reset, access
 * gate): a centred card with the page's h1 (also the document title) and an optional intro.
 */
export function FormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}

/**
 * `slotProps.inputLabel` for the fields of the small account forms: every field there is required,
 * so the labels carry no asterisk (the inputs keep `required`, announced by screen readers) and
 * read exactly "Contraseña", "Usuario"...
 */
export const NO_REQUIRED_MARK = { required: false } as const;
