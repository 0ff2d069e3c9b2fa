// Title, description and canonical path of every public route. Shared by the page
// wrapper in the browser and by the server, which writes the same tags into the
// HTML it sends so crawlers and link previews see them without JavaScript.

import type { ItemSection } from '@manovo/db/content-types';
import { PUBLIC_PATHS, type RouteMeta, routeMetaOf, SITE_NAME } from './routes';

export { DEFAULT_DESCRIPTION, type RouteMeta, SITE_NAME } from './routes';

/** Every public route's meta, in the route list's order. */
export const ROUTE_META: RouteMeta[] = PUBLIC_PATHS.map((path) => ({ path, ...routeMetaOf(path) }));

const byPath = new Map<string, RouteMeta>(ROUTE_META.map((m) => [m.path, m]));

/** Meta of a public route, or undefined for an unknown path (which renders '404 not found'). */
export function findRouteMeta(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

/** An item page's title (/news/{id}-{slug} and the others), the same in its first HTML and after a click. */
export function itemPageTitle(section: ItemSection, itemTitle: string): string {
  return section === 'careers' ? `${itemTitle} — Careers — ${SITE_NAME}` : `${itemTitle} — ${SITE_NAME}`;
}
