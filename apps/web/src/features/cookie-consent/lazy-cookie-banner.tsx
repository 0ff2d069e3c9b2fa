import { lazy, Suspense } from 'react';
import { useIsMounted } from '../../lib/hooks';

// The banner, its settings dialog and the consent-gated analytics are a chunk of their own, fetched once
// the page has hydrated: no visitor needs them to read or use the page, and a returning visitor who has
// chosen never sees the banner at all.
const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));

/**
 * The cookie banner, loaded after hydration. The server and the first client render both draw nothing
 * (as the banner itself does before it knows the stored choice), so hydration matches; the banner is
 * fixed to the viewport, so its late arrival shifts no content.
 */
export function LazyCookieBanner() {
  const isMounted = useIsMounted();
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
