// The site's own content as search documents. The build writes them to
// /search-index.json for the overlay, and the server indexes the same list, so
// the index is generated from the content and never kept by hand.
import { ROUTE_META } from './route-meta';

export type SiteSearchDocument = { id: string; title: string; text: string; path: string; type: string };

export function buildSearchDocuments(): SiteSearchDocument[] {
  return ROUTE_META.filter((m) => m.inSitemap).map((m) => ({
    id: `page:${m.path}`,
    title: m.title.replace(/ — Manovo Surgical$/, ''),
    text: m.description,
    path: m.path,
    type: 'page',
  }));
}
