import { useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  BriefcaseBusiness,
  Clapperboard,
  ClipboardCheck,
  ExternalLink,
  FileText,
  Inbox,
  Languages,
  Megaphone,
  MessageSquareQuote,
} from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { MenuButton } from './menu-button';
import { ADMIN_TEXT } from './messages';
import { REVIEW_PAGE_TEXT } from './review/review-text';
import { useAdminSession } from './use-admin-session';

const S = ADMIN_TEXT.shell;

const NAV = [
  { to: '/admin/videos', label: S.videos, icon: Clapperboard },
  { to: '/admin/careers', label: S.careers, icon: BriefcaseBusiness },
  { to: '/admin/broadcasts', label: S.broadcasts, icon: Megaphone },
  { to: '/admin/testimonials', label: S.testimonials, icon: MessageSquareQuote },
  { to: '/admin/inbox', label: S.inbox, icon: Inbox },
  { to: '/admin/ifu', label: 'Instructions for use', icon: FileText },
  { to: '/admin/facts', label: ADMIN_TEXT.facts.nav, icon: BadgeCheck },
  { to: '/admin/review', label: S.review, icon: ClipboardCheck },
  { to: '/admin/translations', label: 'Translations', icon: Languages },
] as const;

export function AdminShell() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const searchRef = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const logout = trpc.auth.logout.useMutation();
  const messages = trpc.inbox.messages.useQuery({ page: 1 });
  const applications = trpc.inbox.applications.useQuery({ page: 1 });
  const unhandled = (messages.data?.unhandled ?? 0) + (applications.data?.unhandled ?? 0);
  // Paper copies of IFUs overdue or due within two days (7 calendar days are allowed).
  const paperDue = trpc.ifu.paperRequestsDue.useQuery().data ?? 0;
  const waitingReview = trpc.review.queue.useQuery().data?.length ?? 0;

  // Ctrl/Cmd+K focuses the admin search from anywhere in the shell.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const section = NAV.find((n) => location.pathname.startsWith(n.to))?.label ?? ADMIN_TEXT.area;
    document.title = `${section} | ${ADMIN_TEXT.brand} ${ADMIN_TEXT.area}`;
  }, [location.pathname]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const term = q.trim();
    if (!term) return;
    navigate(`/admin/search?q=${encodeURIComponent(term)}`);
  };

  // docs/product.md §4: sign-out clears stored data even if the server call fails.
  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      /* ignored on purpose */
    }
    clearSession();
    queryClient.clear();
    navigate('/admin/login', { replace: true });
  };

  const isVideos = location.pathname === '/admin' || location.pathname === '/admin/';

  return (
    <div className="adm-shell">
      <a className="adm-skip" href="#adm-main">
        {S.skip}
      </a>
      <header className="adm-topbar">
        <Link to="/admin" className="adm-topbar__brand">
          <span className="adm-topbar__logo" aria-hidden="true">
            M
          </span>
          <span>
            {ADMIN_TEXT.brand} <strong>{ADMIN_TEXT.area}</strong>
          </span>
        </Link>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for our browser targets */}
        <form className="adm-topbar__search" role="search" onSubmit={onSearch}>
          <label htmlFor="adm-search" className="ui-visually-hidden">
            {S.searchLabel}
          </label>
          <input
            id="adm-search"
            ref={searchRef}
            type="search"
            placeholder={S.searchPlaceholder}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-keyshortcuts="Control+K Meta+K"
          />
          <button type="submit" className="adm-btn">
            {S.searchButton}
          </button>
        </form>
        <div className="adm-topbar__actions">
          <MenuButton
            label={S.quickCreate}
            className="adm-menu--primary"
            items={[
              { id: 'video', label: S.newVideo, onSelect: () => navigate('/admin/videos?new=1') },
              { id: 'career', label: S.newCareer, onSelect: () => navigate('/admin/careers?new=1') },
              { id: 'broadcast', label: S.newBroadcast, onSelect: () => navigate('/admin/broadcasts?new=1') },
              {
                id: 'testimonial',
                label: S.newTestimonial,
                onSelect: () => navigate('/admin/testimonials?new=1'),
              },
            ]}
          />
          <MenuButton
            label={
              <>
                <span className="adm-avatar" aria-hidden="true">
                  {(session?.admin.email ?? 'A').charAt(0).toUpperCase()}
                </span>
                <span className="adm-menu__who">{S.adminMenu}</span>
              </>
            }
            items={[
              { id: 'profile', label: S.profile, onSelect: () => navigate('/admin/profile') },
              { id: 'audit', label: S.auditLogs, onSelect: () => navigate('/admin/audit-logs') },
              { id: 'signout', label: S.signOut, onSelect: () => void signOut() },
            ]}
          />
        </div>
      </header>
      <div className="adm-body">
        <nav className="adm-sidenav" aria-label={S.nav}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    isActive || (isVideos && item.to === '/admin/videos') ? 'is-active' : undefined
                  }
                  aria-current={isVideos && item.to === '/admin/videos' ? 'page' : undefined}
                >
                  <item.icon className="adm-sidenav__icon" size={20} aria-hidden="true" />
                  <span>{item.label}</span>
                  {item.to === '/admin/ifu' && paperDue > 0 && (
                    <span className="adm-count">
                      {paperDue}
                      <span className="ui-visually-hidden"> paper copies due</span>
                    </span>
                  )}
                  {item.to === '/admin/review' && waitingReview > 0 && (
                    <span className="adm-count">
                      {waitingReview}
                      <span className="ui-visually-hidden"> {REVIEW_PAGE_TEXT.waitingCount}</span>
                    </span>
                  )}
                  {item.to === '/admin/inbox' && unhandled > 0 && (
                    <span className="adm-count">
                      {unhandled}
                      <span className="ui-visually-hidden"> {ADMIN_TEXT.inbox.unhandled}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <a className="adm-sidenav__site" href="/" target="_blank" rel="noreferrer">
            {S.viewSite} <ExternalLink size={14} aria-hidden="true" />
          </a>
        </nav>
        <main id="adm-main" className="adm-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
