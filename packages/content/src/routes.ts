// The site's public routes (docs/product.md §2), the one list they are written in: the app's route
// table (apps/web/src/app-routes.tsx) gives each a page, route-meta.ts its title and description, and
// the server's head tags, sitemap and share cards read them from there. Each is keyed by this list's
// type, so a route added here without its page or its meta does not compile.
export const PUBLIC_PATHS = [
  '/',
  '/home',
  '/about',
  '/products',
  '/news',
  '/videos',
  '/contact',
  '/search',
  '/careers',
  '/careersapply',
  '/Privacy-Policy',
  '/TermsCondition',
  '/termscondition',
  '/Incubation',
  '/Investor',
  '/Journal',
  '/NewsEvent',
  '/timeline',
  '/ifu',
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/** The routes that also answer an item's address below them (/news/{id}-{slug} and the others). */
export const ITEM_LIST_PATHS: ReadonlySet<PublicPath> = new Set([
  '/news',
  '/careers',
  '/videos',
  // /ifu/{ref}: a device's instructions for use (its REF, not an id-slug).
  '/ifu',
]);
