import { MESSAGES } from '@manovo/api/domain';
import { ITEM_LIST_PATHS, PUBLIC_PATHS, type PublicPath } from '@manovo/content/routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { SiteLayout } from './components/layout/site-layout';
import { lazyPage, PageLoadError } from './lib/lazy-page';
import { PageLoadBoundary } from './lib/page-load-boundary';
import { matchPath, Route, Routes, useLocale } from './lib/router';
import {
  applyData,
  careersData,
  homeData,
  ifuData,
  journalData,
  newsData,
  type PageData,
  productsData,
  searchData,
  videosData,
} from './page-data';
import HomePage from './routes/home-page';
import NotFoundPage from './routes/not-found-page';

// The admin area is its own lazily loaded chunk: public visitors never download it.
const AdminApp = lazy(() =>
  import('./routes/admin/admin-app').catch((cause: unknown) => {
    throw new PageLoadError(cause);
  }),
);
const SearchPage = lazyPage(() => import('./routes/search-page'));
// Every page but Home is its own chunk, so a visitor downloads only the page they open.
const AboutPage = lazyPage(() => import('./routes/about-page'));
const CareersApplyPage = lazyPage(() => import('./routes/careers-apply-page'));
const CareersPage = lazyPage(() => import('./routes/careers-page'));
const ContactPage = lazyPage(() => import('./routes/contact-page'));
const IfuPage = lazyPage(() => import('./routes/ifu-page'));
const IncubationPage = lazyPage(() => import('./routes/incubation-page'));
const InvestorPage = lazyPage(() => import('./routes/investor-page'));
const JournalPage = lazyPage(() => import('./routes/journal-page'));
const NewsEventPage = lazyPage(() => import('./routes/news-event-page'));
const NewsPage = lazyPage(() => import('./routes/news-page'));
const ProductsPage = lazyPage(() => import('./routes/products-page'));
const TimelinePage = lazyPage(() => import('./routes/timeline-page'));
const VideosPage = lazyPage(() => import('./routes/videos-page'));
const PrivacyPolicyPage = lazyPage(() =>
  import('./routes/legal-pages').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazyPage(() => import('./routes/legal-pages').then((m) => ({ default: m.TermsPage })));

const loading = <p className="page-loading">{MESSAGES.loading}</p>;

function SearchRoute() {
  return (
    <Suspense fallback={loading}>
      <SearchPage />
    </Suspense>
  );
}

/**
 * A public route's page and the data it renders from (page-data.ts), which the server reads first.
 * `module`: a lazily loaded page's source, the key of its chunk in the build's manifest. The server
 * asks for that chunk with the page (a modulepreload link), so it downloads beside the app instead of
 * after it: otherwise hydration stops at the page, fetches it, and only then goes on.
 */
export type PageRoute = {
  page: ComponentType & { preload?: () => Promise<unknown> };
  data?: PageData;
  module?: `src/routes/${string}.tsx`;
};

// Every public route of the one route list (@manovo/content/routes), each with its page: a route
// added there without a page here, or a page for no route, does not compile.
const PAGES: Record<PublicPath, PageRoute> = {
  '/': { page: HomePage, data: homeData },
  '/home': { page: HomePage, data: homeData },
  '/about': { page: AboutPage, module: 'src/routes/about-page.tsx' },
  '/products': { page: ProductsPage, data: productsData, module: 'src/routes/products-page.tsx' },
  '/news': { page: NewsPage, data: newsData, module: 'src/routes/news-page.tsx' },
  '/videos': { page: VideosPage, data: videosData, module: 'src/routes/videos-page.tsx' },
  '/contact': { page: ContactPage, module: 'src/routes/contact-page.tsx' },
  '/search': {
    page: Object.assign(SearchRoute, { preload: SearchPage.preload }),
    data: searchData,
    module: 'src/routes/search-page.tsx',
  },
  '/careers': { page: CareersPage, data: careersData, module: 'src/routes/careers-page.tsx' },
  '/careersapply': { page: CareersApplyPage, data: applyData, module: 'src/routes/careers-apply-page.tsx' },
  '/Privacy-Policy': { page: PrivacyPolicyPage, module: 'src/routes/legal-pages.tsx' },
  '/TermsCondition': { page: TermsPage, module: 'src/routes/legal-pages.tsx' },
  '/termscondition': { page: TermsPage, module: 'src/routes/legal-pages.tsx' },
  '/Incubation': { page: IncubationPage, module: 'src/routes/incubation-page.tsx' },
  '/Investor': { page: InvestorPage, module: 'src/routes/investor-page.tsx' },
  '/Journal': { page: JournalPage, data: journalData, module: 'src/routes/journal-page.tsx' },
  '/NewsEvent': { page: NewsEventPage, module: 'src/routes/news-event-page.tsx' },
  '/timeline': { page: TimelinePage, module: 'src/routes/timeline-page.tsx' },
  '/ifu': { page: IfuPage, data: ifuData, module: 'src/routes/ifu-page.tsx' },
};

/** A route's pattern: an item section also takes its item's segment (/news/{id}-{slug}). */
const patternOf = (path: PublicPath) => (ITEM_LIST_PATHS.has(path) ? `${path}/:item?` : path);

/** The public routes as react-router matches them, for the server to find a URL's page data. */
export const PAGE_ROUTES = PUBLIC_PATHS.map((path) => ({ pattern: patternOf(path), ...PAGES[path] }));

/** Loads the page a site path shows, if it is a lazily loaded one (main.tsx, before hydrating). */
export function preloadPage(pathname: string): Promise<unknown> {
  return (
    PAGE_ROUTES.find((route) => matchPath(route.pattern, pathname))?.page.preload?.() ?? Promise.resolve()
  );
}

export function AppRoutes() {
  // The admin is English only: /de/admin is a German page that does not exist.
  const isEnglish = useLocale() === 'en';
  return (
    <PageLoadBoundary>
      <Routes>
        {isEnglish && (
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={loading}>
                <AdminApp />
              </Suspense>
            }
          />
        )}
        <Route element={<SiteLayout />}>
          {PAGE_ROUTES.map(({ pattern, page: Page }) => (
            <Route key={pattern} path={pattern} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageLoadBoundary>
  );
}
