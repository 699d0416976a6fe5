import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import s from './page.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * Breadcrumb trail ("Inicio / Carrito"); the last crumb is the current page. `label` names the nav
 * landmark. Static CSS (page.module.css, decision 0030), the markup of MUI's Breadcrumbs.
 */
export function PageBreadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={`${s.body1} ${s.breadcrumbs}`}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 && (
              <li aria-hidden="true" className={s.crumbSeparator}>
                /
              </li>
            )}
            <li>
              {item.to ? (
                <RouterLink to={item.to} className={s.crumbLink}>
                  {item.label}
                </RouterLink>
              ) : (
                <p aria-current="page" className={`${s.body1} ${s.crumbCurrent}`}>
                  {item.label}
                </p>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
