import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

// The admin area is its own lazily loaded chunk: public visitors never download it.
const AdminApp = lazy(() => import('./routes/admin/admin-app'));

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
      <Route path="*" element={<p>404 not found</p>} />
    </Routes>
  );
}
