// Title, description and canonical path of every public route. Shared by the page
// wrapper in the browser and by the server, which writes the same tags into the
// HTML it sends so crawlers and link previews see them without JavaScript.

import type { ItemSection } from '@manovo/db/content-types';

export const SITE_NAME = 'Manovo Surgical';
export const DEFAULT_DESCRIPTION = 'innovating to make advanced healthcare accessible for all';

export type RouteMeta = {
  path: string;
  title: string;
  description: string;
  breadcrumb?: string;
  inSitemap: boolean;
};

const meta = (
  path: string,
  title: string,
  description: string,
  breadcrumb?: string,
  inSitemap = true,
): RouteMeta => ({
  path,
  title,
  description,
  breadcrumb,
  inSitemap,
});

export const ROUTE_META: RouteMeta[] = [
  meta('/', 'Manovo Surgical — Feel as your hands, Do more than your hands.', DEFAULT_DESCRIPTION, 'home'),
  meta(
    '/home',
    'Manovo Surgical — Feel as your hands, Do more than your hands.',
    DEFAULT_DESCRIPTION,
    'home',
    false,
  ),
  meta(
    '/about',
    'About us — Manovo Surgical',
    'Our story, purpose, mission, vision and the team behind Manovo Surgical.',
    'about',
  ),
  meta(
    '/products',
    'Articulate 8 instruments — Manovo Surgical',
    'Manovo Articulate 8: reusable articulating laparoscopic instruments with 8 degrees of freedom and 360° end-effector rotation.',
    'products',
  ),
  meta('/news', 'Broadcast — Manovo Surgical', 'Social posts, news and events from Manovo Surgical.', 'news'),
  meta(
    '/videos',
    'Videos — Manovo Surgical',
    'Product, surgery and training videos of the Articulate 8 instruments.',
    'videos',
  ),
  meta(
    '/contact',
    'Contact — Manovo Surgical',
    'Request a demo, buy, find a distributor or meet the Manovo Surgical team.',
    'contact',
  ),
  meta('/search', 'Search — Manovo Surgical', DEFAULT_DESCRIPTION, undefined, false),
  meta(
    '/careers',
    'Careers — Manovo Surgical',
    'Full-time roles and internships at Manovo Surgical.',
    'careers',
  ),
  meta(
    '/careersapply',
    'Apply — Manovo Surgical',
    'Apply for a role at Manovo Surgical.',
    'careersapply',
    false,
  ),
  meta(
    '/Privacy-Policy',
    'Privacy policy — Manovo Surgical',
    'How Manovo Surgical handles personal data.',
    'privacy-policy',
  ),
  meta(
    '/TermsCondition',
    'Terms and conditions — Manovo Surgical',
    'Terms of use of the Manovo Surgical website.',
    'termscondition',
  ),
  meta(
    '/termscondition',
    'Terms and conditions — Manovo Surgical',
    'Terms of use of the Manovo Surgical website.',
    'termscondition',
    false,
  ),
  meta(
    '/Incubation',
    'Incubation — Manovo Surgical',
    'Where Manovo Surgical was incubated and what that support made possible.',
    'incubation',
  ),
  meta(
    '/Investor',
    'Investors — Manovo Surgical',
    'Grants and investment behind Manovo Surgical.',
    'investor',
  ),
  meta(
    '/Journal',
    'Journal — Manovo Surgical',
    'Publications and conference presentations on the Articulate 8 instruments.',
    'journal',
  ),
  meta('/NewsEvent', 'News and events — Manovo Surgical', 'Where to meet Manovo Surgical next.', undefined),
  meta('/timeline', 'Timeline — Manovo Surgical', 'Milestones of Manovo Surgical since 2020.', undefined),
];

const byPath = new Map(ROUTE_META.map((m) => [m.path, m]));

/** Meta of a public route, or undefined for an unknown path (which renders '404 not found'). */
export function findRouteMeta(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

/** An item page's title (/news/{id}-{slug} and the others), the same in its first HTML and after a click. */
export function itemPageTitle(section: ItemSection, itemTitle: string): string {
  return section === 'careers' ? `${itemTitle} — Careers — ${SITE_NAME}` : `${itemTitle} — ${SITE_NAME}`;
}
