import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element of `ref` has come within `margin` of the viewport (and from then on):
 * for content below the fold that the browser renders itself, so a page's first seconds on a
 * phone are not spent on it (TBT). True at once where IntersectionObserver is missing.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '300px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
