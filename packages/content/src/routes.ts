// The site's public routes (docs/product.md §2), the one list they are written in, each with its title,
// description, breadcrumb and whether the sitemap lists it. The app's route table
// (apps/web/src/app-routes.tsx) is keyed by this list's type, so a route added here without its page
// does not compile; the server's head tags, sitemap and share cards read the meta (route-meta.ts).
import { ITEM_SECTIONS, type ItemSection } from '@manovo/db/content-types';

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

const ROUTES = {
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
} satisfies Record<string, Meta>;

export type PublicPath = keyof typeof ROUTES;
/** Every public path, in the list's order. */
export const PUBLIC_PATHS = Object.keys(ROUTES) as PublicPath[];
/** A route's meta; route-meta.ts is what readers import. */
export const routeMetaOf = (path: PublicPath): Meta => ROUTES[path];

// A section with no route of its own does not compile.
function itemListPath(section: ItemSection): PublicPath {
  return `/${section}`;
}

/**
 * The routes that also answer an item's address below them: one per item section (/news/{id}-{slug}),
 * and the instructions-for-use library, whose devices are addressed by their REF (/ifu/{ref}).
 */
export const ITEM_LIST_PATHS: ReadonlySet<PublicPath> = new Set([...ITEM_SECTIONS.map(itemListPath), '/ifu']);
