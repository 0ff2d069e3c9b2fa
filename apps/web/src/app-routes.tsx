import { MESSAGES } from '@manovo/api/domain';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import HomePage from './routes/home-page';
import NotFoundPage from './routes/not-found-page';

// The admin area is its own lazily loaded chunk: public visitors never download it.
const AdminApp = lazy(() => import('./routes/admin/admin-app'));
const SearchPage = lazy(() => import('./routes/search-page'));
// Every page but Home is its own chunk, so a visitor downloads only the page they open.
const AboutPage = lazy(() => import('./routes/about-page'));
const CareersApplyPage = lazy(() => import('./routes/careers-apply-page'));
const CareersPage = lazy(() => import('./routes/careers-page'));
const ContactPage = lazy(() => import('./routes/contact-page'));
const IncubationPage = lazy(() => import('./routes/incubation-page'));
const InvestorPage = lazy(() => import('./routes/investor-page'));
const JournalPage = lazy(() => import('./routes/journal-page'));
const NewsEventPage = lazy(() => import('./routes/news-event-page'));
const NewsPage = lazy(() => import('./routes/news-page'));
const ProductsPage = lazy(() => import('./routes/products-page'));
const TimelinePage = lazy(() => import('./routes/timeline-page'));
const VideosPage = lazy(() => import('./routes/videos-page'));
const PrivacyPolicyPage = lazy(() =>
  import('./routes/legal-pages').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazy(() => import('./routes/legal-pages').then((m) => ({ default: m.TermsPage })));

const loading = <p className="page-loading">{MESSAGES.loading}</p>;

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={loading}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="news/:item?" element={<NewsPage />} />
        <Route path="videos/:item?" element={<VideosPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route
          path="search"
          element={
            <Suspense fallback={loading}>
              <SearchPage />
            </Suspense>
          }
        />
        <Route path="careers/:item?" element={<CareersPage />} />
        <Route path="careersapply" element={<CareersApplyPage />} />
        <Route path="Privacy-Policy" element={<PrivacyPolicyPage />} />
        <Route path="TermsCondition" element={<TermsPage />} />
        <Route path="termscondition" element={<TermsPage />} />
        <Route path="Incubation" element={<IncubationPage />} />
        <Route path="Investor" element={<InvestorPage />} />
        <Route path="Journal" element={<JournalPage />} />
        <Route path="NewsEvent" element={<NewsEventPage />} />
        <Route path="timeline" element={<TimelinePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
