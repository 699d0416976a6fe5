import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import page from '../../../components/page.module.css';
import s from './auth.module.css';

/**
 * The row of links under an account form ("¿Olvidaste tu contraseña?", "Creá tu cuenta"...).
 * Static CSS (decision 0030).
 */
export function AuthLinks({
  links,
}: {
  /** `state`: the navigation state handed on (where sign-in returns to). */
  links: { to: string; label: ReactNode; state?: unknown }[];
}) {
  return (
    <ul className={s.links}>
      {links.map((link) => (
        <li key={link.to}>
          <RouterLink className={page.link} to={link.to} state={link.state}>
            {link.label}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
