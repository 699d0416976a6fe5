import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The row of links under an account form ("¿Olvidaste tu contraseña?", "Creá tu cuenta"...). */
export function AuthLinks({
  links,
}: {
  /** `state`: the navigation state handed on (where sign-in returns to). */
  links: { to: string; label: ReactNode; state?: unknown }[];
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} state={link.state}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
