import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/feedback.tsx';
import page from '../../components/page.module.css';

/** The shapes of the browser-rendered pages the server sends a skeleton for. */
export type ShellKind = 'cart' | 'checkout' | 'list' | 'form' | 'account';

/** What the server renders in place of a browser-rendered page (route handle, see router.tsx). */
export interface PageShell {
  kind: ShellKind;
  /** Locale key (`ns:key`) of the page's h1; public text only, never anything about the shopper. */
  title?: `${string}:${string}`;
}

/** `n` grey blocks of `height` px, one under the other. */
const lines = (n: number, height: number) =>
  Array.from({ length: n }, (_, i) => (
    <Skeleton key={i} variant="rounded" className="page-skeleton-line" style={{ height }} />
  ));

/**
 * Server-rendered placeholder of a browser-rendered page (/cart, /checkout, /account...):
 * the page's frame (same containers and spacing as the page) with grey blocks where the shopper's
 * data will be, so the first paint comes as early as on catalogue pages. It never shows personal
 * data (the shells are public, cacheable pages) and is replaced as a whole when the app renders
 * the real page in the browser (new elements, so nothing counts as shifted). Static CSS, no MUI
 * (decision 0030): every browser-rendered page's first HTML carries it.
 */
export function PageSkeleton({ shell }: { shell: PageShell }) {
  const { t } = useTranslation();
  const heading = shell.title ? (
    <h1 className={`${page.h1} page-skeleton-heading`}>{t(shell.title)}</h1>
  ) : (
    <Skeleton variant="text" className="page-skeleton-heading-block" />
  );
  const busy = {
    role: 'status',
    'aria-busy': true,
    'aria-label': t('loading'),
    'data-page-skeleton': shell.kind,
  } as const;

  if (shell.kind === 'form') {
    return (
      <div className={`${page.container} page-skeleton-form page-skeleton`} {...busy}>
        <div className="page-skeleton-paper">
          {heading}
          {lines(3, 56)}
          <Skeleton variant="rounded" className="page-skeleton-button" />
        </div>
      </div>
    );
  }
  if (shell.kind === 'account') {
    return (
      <div className={`${page.container} ${page.listPage} page-skeleton`} {...busy}>
        <div className="page-skeleton-grid page-skeleton-account">
          <Skeleton variant="rounded" style={{ height: 120 }} />
          <div className="page-skeleton-main">
            {heading}
            {lines(4, 56)}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={`${page.container} ${page.listPage} page-skeleton`} {...busy}>
      <Skeleton variant="text" className="page-skeleton-crumbs" />
      {heading}
      <div className="page-skeleton-grid">
        <div>{lines(shell.kind === 'checkout' ? 5 : 3, shell.kind === 'checkout' ? 56 : 96)}</div>
        {shell.kind !== 'list' && <Skeleton variant="rounded" style={{ height: 220 }} />}
      </div>
    </div>
  );
}
