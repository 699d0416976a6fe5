/**
 * The one column fixed at the bottom of the screen that every floating notice joins: the
 * installable shop's update prompt and offline banner (lib/pwa) and the campaign-measurement
 * consent notice (features/analytics, decision 0035). Stacked with a gap in one flex column, they
 * never cover each other, whichever shows first and at any width. The layout renders the column
 * once; a notice rendered elsewhere in the tree (the consent notice, from its lazy chunk) joins it
 * through `IntoBottomNotices`. Static CSS (notices.module.css, decision 0030).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import s from './notices.module.css';

/** The column's element id; `IntoBottomNotices` finds it by it. */
export const BOTTOM_NOTICES_ID = 'bottom-notices';

/** The fixed column, with `children` (notices that render nothing when they have nothing to say). */
export function BottomNotices({ children }: { children?: ReactNode }) {
  return (
    <div id={BOTTOM_NOTICES_ID} className={s.notices}>
      {children}
    </div>
  );
}

/**
 * Renders `children` inside the layout's column (a portal), below the notices it holds; nothing
 * until the column is on the page (it is, whenever the root layout is).
 */
export function IntoBottomNotices({ children }: { children: ReactNode }) {
  const [column, setColumn] = useState<HTMLElement | null>(null);
  useEffect(() => setColumn(document.getElementById(BOTTOM_NOTICES_ID)), []);
  return column ? createPortal(children, column) : null;
}
