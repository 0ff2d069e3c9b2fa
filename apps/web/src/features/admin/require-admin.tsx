import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberOrigin } from './origin';
import { useAdminSession } from './use-admin-session';

/** Guards /admin and its children (docs/product.md §2): no token → /admin/login, remembering where the visitor was going. */
export function RequireAdmin() {
  const session = useAdminSession();
  const location = useLocation();
  if (!session) {
    const from = `${location.pathname}${location.search}`;
    rememberOrigin(from);
    return <Navigate to="/admin/login" replace state={{ from }} />;
  }
  // A new password or a second factor is owed: the profile screen first, where both are done.
  const owes = session.passwordChangeRequired || session.twoFactorSetupRequired;
  if (owes && location.pathname !== '/admin/profile') return <Navigate to="/admin/profile" replace />;
  return <Outlet />;
}
