// Analytics and tag manager: ids come from the build environment; with none configured
// nothing is ever loaded. Scripts load only after performance consent (docs/product.md §4).
import type { ConsentRecord } from './consent-store';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GA_ID: string | undefined = import.meta.env.VITE_GA_ID || undefined;
const GTM_ID: string | undefined = import.meta.env.VITE_GTM_ID || undefined;

export const isAnalyticsConfigured = () => Boolean(GA_ID || GTM_ID);

const granted = (on: boolean) => (on ? 'granted' : 'denied');

function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag expects the arguments object itself on the data layer.
      // biome-ignore lint/complexity/noArguments: required by the gtag protocol
      window.dataLayer!.push(arguments);
    };
    // Defaults: everything denied except security storage.
    window.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  }
  return window.gtag;
}

let loaded = false;
function injectScript(src: string) {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** Applies a consent record: updates consent mode and loads the scripts once performance is granted. */
export function applyConsent(record: ConsentRecord | null): void {
  if (!isAnalyticsConfigured()) return;
  const gtag = ensureGtag();
  if (!record) return;
  gtag('consent', 'update', {
    analytics_storage: granted(record.performance),
    functionality_storage: granted(record.functional),
    personalization_storage: granted(record.functional),
    ad_storage: granted(record.targeting),
    ad_user_data: granted(record.targeting),
    ad_personalization: granted(record.targeting),
  });
  if (!record.performance || loaded) return;
  loaded = true;
  if (GA_ID) {
    injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GA_ID)}`);
    gtag('js', new Date());
    gtag('config', GA_ID);
  }
  if (GTM_ID) {
    window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    injectScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(GTM_ID)}`);
  }
}
