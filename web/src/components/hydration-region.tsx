/**
 * A part of a server-rendered page that React hydrates on its own (decision 0015): a
 * Suspense boundary. React hydrates the page's shell first and then each region in short,
 * interruptible slices, and a tap inside a region not hydrated yet makes React hydrate that region
 * first and then replay the tap. Use one around each large part of a page (header, page, footer,
 * home sections, each product card) so no hydration work, not even one forced by a tap, is long.
 *
 * Besides, it tells lib/ssr.ts when it has committed, so the app knows when the whole page is
 * hydrated (the saved language is adopted, and a language switch waits, until then: a region
 * hydrated after a switch would meet the old language's markup).
 */
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { regionCommitted, regionRendering } from '../lib/ssr.ts';

function Committed({ id }: { id: string }): null {
  useEffect(() => regionCommitted(id), [id]);
  return null;
}

export interface HydrationRegionProps {
  children: ReactNode;
  /** What shows should the content suspend in the browser (a lazy part); default nothing. */
  fallback?: ReactNode;
}

export function HydrationRegion({ children, fallback = null }: HydrationRegionProps) {
  // useId: the same value for every render of this region, so re-renders register it once.
  const id = useId();
  regionRendering(id);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Committed id={id} />
    </Suspense>
  );
}
