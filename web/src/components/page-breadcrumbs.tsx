import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * Breadcrumb trail ("Inicio / Carrito"); the last crumb is the current page. `label` names the nav
 * landmark.
 */
export function PageBreadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: 2 }}>
      {items.map((item) =>
        item.to ? (
          <Link key={item.label} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography key={item.label} color="text.primary" aria-current="page">
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
