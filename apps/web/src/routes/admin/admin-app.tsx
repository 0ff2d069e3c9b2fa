import '../../features/admin/admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminShell } from '../../features/admin/admin-shell';
import { rememberOrigin } from '../../features/admin/origin';
import { RequireAdmin } from '../../features/admin/require-admin';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { createApiLinks } from '../../lib/api-links';
import { syncLocation } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import AuditLogsPage from './audit-logs-page';
import BroadcastsPage from './broadcasts-page';
import CareersPage from './careers-page';
import FactsPage from './facts-page';
import IfuAdminPage from './ifu-page';
import InboxPage from './inbox-page';
import LoginPage from './login-page';
import ProfilePage from './profile-page';
import ReviewPage from './review-page';
import ReviewPrintPage from './review-print-page';
import SearchPage from './search-page';
import TestimonialsPage from './testimonials-page';
import TranslationsPage from './translations-page';
import VideosPage from './videos-page';

/**
 * The admin area, mounted lazily at /admin/* so public visitors never download it. Its screens use
 * react-router and tRPC's React hooks, so their router and provider come with this chunk, not the
 * site's first load; it shares the site's React Query cache, so an admin write drops the public pages' data.
 */
export default function AdminApp() {
  const queryClient = useQueryClient();
  const [client] = useState(() => trpc.createClient({ links: createApiLinks() }));
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
        <LeaveAdmin />
      </BrowserRouter>
    </trpc.Provider>
  );
}

/** A link out of the admin moves react-router's address: the site's own router (lib/router.tsx) follows. */
function LeaveAdmin() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/admin')) syncLocation();
  }, [pathname]);
  return null;
}

function AdminRoutes() {
  const navigate = useNavigate();
  const location = useLocation();

  // Any 401 for a stored session: the API client has cleared it; go to the login and come back after.
  useEffect(() => {
    const onUnauthorized = () => {
      const from = `${window.location.pathname}${window.location.search}`;
      if (from.startsWith('/admin/login')) return;
      rememberOrigin(from);
      navigate('/admin/login', { replace: true, state: { from } });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);

  useEffect(() => {
    document.documentElement.classList.add('is-admin');
    return () => document.documentElement.classList.remove('is-admin');
  }, []);

  return (
    <Routes location={location}>
      <Route path="login" element={<LoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminShell />}>
          <Route index element={<VideosPage />} />
          <Route path="videos" element={<VideosPage />} />
          <Route path="careers" element={<CareersPage />} />
          <Route path="broadcasts" element={<BroadcastsPage />} />
          <Route path="testimonials" element={<TestimonialsPage />} />
          <Route path="inbox" element={<InboxPage />} />
          <Route path="ifu" element={<IfuAdminPage />} />
          <Route path="facts" element={<FactsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="audit-logs" element={<AuditLogsPage />} />
          <Route path="review" element={<ReviewPage />} />
          <Route path="translations" element={<TranslationsPage />} />
          <Route path="review/:kind/:id/print" element={<ReviewPrintPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
