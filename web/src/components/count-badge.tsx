/**
 * A count drawn over the top-right corner of an icon, like MUI's Badge (standard, primary)
 * without its code: the header's wishlist and cart counts are on every page's first load
 * (JS budget). Nothing shows at 0; above `max` it reads "99+". Decorative: the link
 * around it names the count. Static CSS (decision 0025).
 */
import type { ReactNode } from 'react';
import s from './count-badge.module.css';

export interface CountBadgeProps {
  count: number;
  /** The largest number shown as is (default 99). */
  max?: number;
  children: ReactNode;
}

export function CountBadge({ count, max = 99, children }: CountBadgeProps) {
  return (
    <span className={s.wrap}>
      {children}
      {count > 0 && (
        <span aria-hidden="true" data-testid="count-badge" className={s.badge}>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
