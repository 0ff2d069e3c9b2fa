import { MESSAGES } from '@manovo/api/domain';
import { BackToTop } from '@manovo/ui/back-to-top';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { PageMeta } from './page-meta';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/** The public page wrapper (docs/product.md §2): head tags, scrolling, navigation, footer, consent, back-to-top. */
export function SiteLayout() {
  return (
    <>
      <PageMeta />
      <ScrollManager />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">{MESSAGES.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <CookieBanner />
    </>
  );
}
