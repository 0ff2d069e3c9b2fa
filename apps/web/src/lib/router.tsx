// The public site's router: the few things its pages use of react-router (links, the location, a
// route table with one layout and an optional item segment), in a fraction of its bytes. Every page
// loads the router before it is interactive, so its size is paid on every first load (issue #20); the
// admin, a lazily loaded chunk, keeps react-router under its own BrowserRouter (routes/admin).
// A locale's prefix (/de, /fr: @manovo/content/locales) is the router's base: the pages see the path
// without it ('/products') and every link and navigation gets it back, so a German page links German
// pages and the route table is the same in every language.

import { DEFAULT_LOCALE, type Locale, localizePath, splitLocale } from '@manovo/content/locales';
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { readField } from './read-field';

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;

type Router = { location: Location; navigate: Navigate; locale: Locale };
const RouterContext = createContext<Router | null>(null);
const ParamsContext = createContext<Record<string, string | undefined>>({});
const OutletContext = createContext<ReactNode>(null);

const BASE = 'http://site.invalid';

/** A location from a URL (absolute, or relative to `from`): the first entry's key is 'default', as in react-router. */
function locationOf(to: string, from = '/', state: unknown = null, key = 'default'): Location {
  const url = new URL(to, `${BASE}${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

const hrefOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;
const newKey = () => Math.random().toString(36).slice(2, 10);

// The browser's history as a store: the current location, and who to tell when it changes.
const listeners = new Set<() => void>();
let current: Location | null = null;

// The document's language: changing it is a new document (the language switcher is a plain link).
const documentLocale = () => splitLocale(window.location.pathname).locale;

function readWindow(): Location {
  // What browserNavigate saved with the entry, in react-router's shape ({usr, key}).
  const entry: unknown = window.history.state;
  const key = readField(entry, 'key');
  return locationOf(
    hrefOf({ ...window.location, pathname: splitLocale(window.location.pathname).path }),
    '/',
    readField(entry, 'usr') ?? null,
    typeof key === 'string' ? key : 'default',
  );
}

/** Re-reads the address after someone else moved it (the admin's own router leaving /admin). */
export function syncLocation() {
  current = readWindow();
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', syncLocation);
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) window.removeEventListener('popstate', syncLocation);
  };
}

const snapshot = () => {
  current ??= readWindow();
  return current;
};

function browserNavigate(to: string, { replace, state = null }: NavigateOptions = {}) {
  const next = locationOf(to, hrefOf(snapshot()));
  const entry = { usr: state, key: newKey() };
  const address = localizePath(hrefOf(next), documentLocale());
  if (replace) window.history.replaceState(entry, '', address);
  else window.history.pushState(entry, '', address);
  syncLocation();
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, snapshot, snapshot);
  const value = useMemo(
    () => ({ location, navigate: browserNavigate, locale: documentLocale() }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The server's router: one location (its locale prefix the base), no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => {
    const at = locationOf(location);
    const { locale, path } = splitLocale(at.pathname);
    return { location: { ...at, pathname: path }, navigate: () => undefined, locale };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export type InitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

/** An in-memory router, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  locale = DEFAULT_LOCALE,
  children,
}: {
  initialEntries?: InitialEntry[];
  locale?: Locale;
  children: ReactNode;
}) {
  const first = initialEntries[0] ?? '/';
  const [location, setLocation] = useState(() =>
    typeof first === 'string'
      ? locationOf(first)
      : locationOf(hrefOf({ search: '', hash: '', ...first }), '/', first.state ?? null),
  );
  const navigate = useCallback<Navigate>(
    (to, { state = null } = {}) => setLocation((from) => locationOf(to, hrefOf(from), state, newKey())),
    [],
  );
  const value = useMemo(() => ({ location, navigate, locale }), [location, navigate, locale]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A page component was rendered outside the router.');
  return router;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export const useParams = () => useContext(ParamsContext);
/** The page's language, from its address's prefix. */
export const useLocale = () => useRouter().locale;
/** A site path in the page's language ('/products' on a German page is '/de/products'): for forms' actions. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useRouter();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: Record<string, string>, options?: NavigateOptions) =>
      navigate(`${location.pathname}?${new URLSearchParams(next)}`, options),
    [navigate, location.pathname],
  );
  return [params, set];
}

/**
 * Matches a route pattern as react-router does for this site's routes: case-insensitive, a trailing
 * slash allowed, `:name?` an optional segment, a final `*` the rest of the path.
 */
export function matchPath(
  pattern: string,
  pathname: string,
): { params: Record<string, string | undefined> } | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (const [i, part] of want.entries()) {
    if (part === '*') return { params };
    const segment = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (segment === undefined && !optional) return null;
      params[part.slice(1, optional ? -1 : undefined)] =
        segment === undefined ? undefined : decodeURIComponent(segment);
    } else if (segment?.toLowerCase() !== part.toLowerCase()) return null;
  }
  return have.length <= want.length ? { params } : null;
}

type RouteProps = { path?: string; element: ReactNode; children?: ReactNode };

/** A route in <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function matchRoutes(children: ReactNode, pathname: string): ReactNode {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element, children: nested } = child.props;
    if (path === undefined) {
      // A layout route: its element, with the matching child in its <Outlet>.
      const inner = matchRoutes(nested, pathname);
      if (inner !== null) return <OutletContext.Provider value={inner}>{element}</OutletContext.Provider>;
      continue;
    }
    const match = matchPath(path, pathname);
    if (match) return <ParamsContext.Provider value={match.params}>{element}</ParamsContext.Provider>;
  }
  return null;
}

/** Renders the first <Route> (in order) whose path matches the location. */
export function Routes({ children }: { children: ReactNode }) {
  return <>{matchRoutes(children, useLocation().pathname)}</>;
}

export const Outlet = () => <>{useContext(OutletContext)}</>;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  !e.defaultPrevented &&
  e.button === 0 &&
  !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) &&
  (!e.currentTarget.target || e.currentTarget.target === '_self');

/** A link: a plain <a> without the app, an in-app navigation with it. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { location, navigate, locale } = useRouter();
  const target = hrefOf(locationOf(to, hrefOf(location)));
  return (
    <a
      {...rest}
      href={localizePath(target, locale)}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(target, { replace, state });
      }}
    />
  );
}

/** A navigation link: `aria-current="page"` and the class `active` on the page it names (or below it, unless `end`). */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = locationOf(rest.to, pathname).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const isActive = here === target || (!end && here.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive && 'active'].filter(Boolean).join(' ')}
    />
  );
}
