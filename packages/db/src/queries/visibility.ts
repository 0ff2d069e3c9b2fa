import { PUBLIC_WHERE } from './content-tables';

// Publication rules (issue #2): one predicate per kind, made from its content type's public rule (the
// browser's isPublicNow reads the same rule), used by every public query and by the search index, so
// the site and search can never disagree.
export const isPublicVideo = PUBLIC_WHERE.videos;
export const isPublicCareer = PUBLIC_WHERE.careers;
export const isPublicTestimonial = PUBLIC_WHERE.testimonials;
export const isPublicBroadcast = PUBLIC_WHERE.broadcasts;

/** What a list of a content kind takes besides its own filters: a search text, the public rule, a page. */
export type ItemListFilter = {
  q?: string;
  publicOnly?: boolean;
  limit: number;
  offset?: number;
};

/** Escapes LIKE wildcards so a user's `%` or `_` matches literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
