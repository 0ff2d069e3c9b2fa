import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { broadcasts, careers, testimonials, videos } from '../schema';

// Publication rules (issue #2): one predicate per entity, used by every public query
// and by the search index, so the site and search can never disagree.
export const isPublicVideo = () => eq(videos.status, 'published');
export const isPublicCareer = () => eq(careers.status, 'published');
export const isPublicTestimonial = () => eq(testimonials.isActive, true);
export const isPublicBroadcast = () =>
  and(
    eq(broadcasts.status, 'published'),
    or(isNull(broadcasts.publishAt), lte(broadcasts.publishAt, sql`now()`)),
  );

/** Escapes LIKE wildcards so a user's `%` or `_` matches literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
