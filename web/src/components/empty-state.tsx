import { Link as RouterLink } from 'react-router';
import ui from './ui.module.css';
import s from './empty-state.module.css';

/**
 * The "nothing here yet" card of a list page (empty cart, wishlist or checkout): a message and
 * one link-button onward, usually to the products. Static CSS (decision 0030); `padding` in the
 * theme's 8 px steps, as MUI's `p`.
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
    <div className={s.card} style={{ padding: padding * 8 }}>
      <p className={s.message}>{message}</p>
      <RouterLink to={to} className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}>
        {actionLabel}
      </RouterLink>
    </div>
  );
}
