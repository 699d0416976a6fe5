/**
 * Notices, placeholders and progress indicators of the storefront's pages, drawn with static CSS
 * (feedback.module.css, decision 0030) like the MUI Alert, Skeleton, CircularProgress and
 * LinearProgress they replace, so a page on CSS Modules needs no MUI in its first load.
 */
import type { CSSProperties, ReactNode } from 'react';
import { ErrorOutlineIcon, ReportProblemOutlinedIcon } from './icons.tsx';
import s from './feedback.module.css';
import ui from './ui.module.css';

/**
 * An alert (role=alert unless `role` says otherwise) with an icon, `children` as its message and
 * an optional `action` (a button) at its end. `severity`: 'warning' (amber), 'error' (red),
 * 'success' (green) or 'info' (blue); the last two take their `icon` from the caller (their paths
 * live in page-icons.tsx, outside the first load of /, where only warnings and errors are shown).
 */
export function Notice({
  severity,
  icon,
  action,
  children,
  className,
  role = 'alert',
  ...rest
}: {
  severity: 'warning' | 'error' | 'success' | 'info';
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
  id?: string;
  'data-testid'?: string;
  style?: CSSProperties;
}) {
  const Icon = severity === 'error' ? ErrorOutlineIcon : ReportProblemOutlinedIcon;
  return (
    <div role={role} data-severity={severity} className={`${s.notice} ${className ?? ''}`} {...rest}>
      <div className={s.noticeIcon}>{icon ?? <Icon width="1em" height="1em" />}</div>
      <div className={s.noticeMessage}>{children}</div>
      {action && <div className={s.noticeAction}>{action}</div>}
    </div>
  );
}

/**
 * A notice that something could not be loaded, with a "Reintentar"-style text button calling
 * `onRetry` (the catalogue's lists, the product page, the home page's sections).
 */
export function RetryNotice({
  severity = 'error',
  message,
  retryLabel,
  onRetry,
}: {
  severity?: 'warning' | 'error';
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Notice
      severity={severity}
      action={
        <button type="button" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`} onClick={onRetry}>
          {retryLabel}
        </button>
      }
    >
      {message}
    </Notice>
  );
}

/**
 * A pulsing placeholder. `variant`: 'text' (a line of the surrounding text's height, or of
 * `style.fontSize`), 'rounded', 'circular' or 'rectangular'; sizes in `style` or `className`.
 */
export function Skeleton({
  variant = 'text',
  className,
  style,
}: {
  variant?: 'text' | 'rounded' | 'circular' | 'rectangular';
  className?: string;
  style?: CSSProperties;
}) {
  const shape = {
    text: s.skeletonText,
    rounded: s.skeletonRounded,
    circular: s.skeletonCircular,
    rectangular: '',
  }[variant];
  return <span className={`${s.skeleton} ${shape} ${className ?? ''}`} style={style} />;
}

/** The square image place of a card or of the deal banner. */
export const skeletonSquare = s.skeletonSquare;

/** A spinning circle (role=progressbar) named `label`; `size` in px (40 as MUI's). */
export function Spinner({
  label,
  size = 40,
  className,
}: {
  label?: string;
  size?: number;
  /** Extra class (e.g. `color: inherit` inside a button). */
  className?: string;
}) {
  return (
    <span
      className={className ? `${s.spinner} ${className}` : s.spinner}
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" style={{ display: 'block', width: '100%', height: '100%' }}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** A thin indeterminate progress bar (role=progressbar) named `label`; placed by `className`. */
export function ProgressBar({ label, className }: { label: string; className?: string }) {
  return <span role="progressbar" aria-label={label} className={`${s.bar} ${className ?? ''}`} />;
}
