import { CHROME } from '@manovo/content/ui';
import { BackToTop } from '@manovo/ui/back-to-top';
import { Suspense, useLayoutEffect } from 'react';
import { LazyCookieBanner } from '../../features/cookie-consent/lazy-cookie-banner';
import { useFallbackLang, useMessages, useTexts } from '../../lib/i18n';
import { Outlet } from '../../lib/router';
import { PageMeta } from './page-meta';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/**
 * Marks <html data-hydrated> once the page (inside the same Suspense boundary, so a lazily loaded page
 * too) is live: a server-rendered page can be seen before its buttons work, and the browser tests wait
 * for this before they click.
 */
function HydratedMark() {
  // A layout effect: set in the same task as the page's commit, so no click falls between the page's
  // handlers and the mark (early-clicks.ts replays what came before the mark).
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The public page wrapper (docs/product.md §2): head tags, scrolling, navigation, footer, consent, back-to-top. */
export function SiteLayout() {
  const messages = useMessages();
  const chrome = useTexts('chrome', CHROME);
  return (
    <>
      <PageMeta />
      <ScrollManager />
      <a className="skip-link" href="#main">
        {chrome.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} lang={useFallbackLang()}>
        <Suspense fallback={<p className="page-loading">{messages.loading}</p>}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <LazyCookieBanner />
    </>
  );
}
