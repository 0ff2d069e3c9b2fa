import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './components/layout/site-layout';
import { MESSAGES } from './content/messages';
import AboutPage from './routes/about-page';
import CareersApplyPage from './routes/careers-apply-page';
import CareersPage from './routes/careers-page';
import ContactPage from './routes/contact-page';
import HomePage from './routes/home-page';
import IncubationPage from './routes/incubation-page';
import InvestorPage from './routes/investor-page';
import JournalPage from './routes/journal-page';
import { PrivacyPolicyPage, TermsPage } from './routes/legal-pages';
import NewsEventPage from './routes/news-event-page';
import NewsPage from './routes/news-page';
import NotFoundPage from './routes/not-found-page';
import ProductsPage from './routes/products-page';
import TimelinePage from './routes/timeline-page';
import VideosPage from './routes/videos-page';

// The admin area is its own lazily loaded chunk: public visitors never download it.
const AdminApp = lazy(() => import('./routes/admin/admin-app'));
const SearchPage = lazy(() => import('./routes/search-page'));

const loading = <p className="page-loading">{MESSAGES.loading}</p>;

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<p className="page-loading">Loading…</p>}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="videos" element={<VideosPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route
          path="search"
          element={
            <Suspense fallback={loading}>
              <SearchPage />
            </Suspense>
          }
        />
        <Route path="careers" element={<CareersPage />} />
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
