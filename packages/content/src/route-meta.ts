// Title, description and canonical path of every public route. Shared by the page
// wrapper in the browser and by the server, which writes the same tags into the
// HTML it sends so crawlers and link previews see them without JavaScript.

import type { ItemSection } from '@manovo/db/content-types';
import { PUBLIC_PATHS, type PublicPath } from './routes';

export const SITE_NAME = 'Manovo Surgical';
export const DEFAULT_DESCRIPTION = 'innovating to make advanced healthcare accessible for all';

export type RouteMeta = {
  path: PublicPath;
  title: string;
  description: string;
  breadcrumb?: string;
  inSitemap: boolean;
};

type Meta = Omit<RouteMeta, 'path'>;

const meta = (title: string, description: string, breadcrumb?: string, inSitemap = true): Meta => ({
  title,
  description,
  breadcrumb,
  inSitemap,
});

// Keyed by the route list (routes.ts): a page without its meta, or meta for no page, does not compile.
const META: Record<PublicPath, Meta> = {
  '/': meta('Manovo Surgical — Feel as your hands, Do more than your hands.', DEFAULT_DESCRIPTION, 'home'),
  '/home': meta(
    'Manovo Surgical — Feel as your hands, Do more than your hands.',
    DEFAULT_DESCRIPTION,
    'home',
    false,
  ),
  '/about': meta(
    'About us — Manovo Surgical',
    'Our story, purpose, mission, vision and the team behind Manovo Surgical.',
    'about',
  ),
  '/products': meta(
    'Articulate 8 instruments — Manovo Surgical',
    'Manovo Articulate 8: reusable articulating laparoscopic instruments with 8 degrees of freedom and 360° end-effector rotation.',
    'products',
  ),
  '/news': meta('Broadcast — Manovo Surgical', 'Social posts, news and events from Manovo Surgical.', 'news'),
  '/videos': meta(
    'Videos — Manovo Surgical',
    'Product, surgery and training videos of the Articulate 8 instruments.',
    'videos',
  ),
  '/contact': meta(
    'Contact — Manovo Surgical',
    'Request a demo, buy, find a distributor or meet the Manovo Surgical team.',
    'contact',
  ),
  '/search': meta('Search — Manovo Surgical', DEFAULT_DESCRIPTION, undefined, false),
  '/careers': meta(
    'Careers — Manovo Surgical',
    'Full-time roles and internships at Manovo Surgical.',
    'careers',
  ),
  '/careersapply': meta(
    'Apply — Manovo Surgical',
    'Apply for a role at Manovo Surgical.',
    'careersapply',
    false,
  ),
  '/Privacy-Policy': meta(
    'Privacy policy — Manovo Surgical',
    'How Manovo Surgical handles personal data.',
    'privacy-policy',
  ),
  '/TermsCondition': meta(
    'Terms and conditions — Manovo Surgical',
    'Terms of use of the Manovo Surgical website.',
    'termscondition',
  ),
  '/termscondition': meta(
    'Terms and conditions — Manovo Surgical',
    'Terms of use of the Manovo Surgical website.',
    'termscondition',
    false,
  ),
  '/Incubation': meta(
    'Incubation — Manovo Surgical',
    'Where Manovo Surgical was incubated and what that support made possible.',
    'incubation',
  ),
  '/Investor': meta(
    'Investors — Manovo Surgical',
    'Grants and investment behind Manovo Surgical.',
    'investor',
  ),
  '/Journal': meta(
    'Journal — Manovo Surgical',
    'Publications and conference presentations on the Articulate 8 instruments.',
    'journal',
  ),
  '/NewsEvent': meta('News and events — Manovo Surgical', 'Where to meet Manovo Surgical next.', undefined),
  '/timeline': meta('Timeline — Manovo Surgical', 'Milestones of Manovo Surgical since 2020.', undefined),
  '/ifu': meta(
    'Instructions for use — Manovo Surgical',
    'Instructions for use of every Manovo instrument, by REF or UDI-DI, in every language and revision.',
    'instructions for use',
  ),
};

/** Every public route's meta, in the route list's order. */
export const ROUTE_META: RouteMeta[] = PUBLIC_PATHS.map((path) => ({ path, ...META[path] }));

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
