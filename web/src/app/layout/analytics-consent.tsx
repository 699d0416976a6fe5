/**
 * Campaign measurement's place in the layout (docs/decisions/0035): when the shop facts name a
 * provider, loads (in the browser, after hydrating) features/analytics, which shows the consent
 * notice and takes the events lib/analytics/track.ts holds. Nothing at all without a provider.
 */
import { lazy, Suspense } from 'react';
import { useShopInfo } from '../../lib/shop-info.ts';
import { useHydrated } from '../../lib/ssr.ts';

const ConsentHost = lazy(() => import('../../features/analytics/components/consent-host.tsx'));

export function AnalyticsConsent() {
  const analytics = useShopInfo()?.analytics;
  // The choice lives in the browser's storage: nothing on the server or while hydrating.
  const hydrated = useHydrated();
  if (!analytics || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost config={analytics} />
    </Suspense>
  );
}
