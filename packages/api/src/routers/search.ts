import { findBroadcasts, findCareers, findTestimonialsPage, findVideos } from '@manovo/db/queries';
import { normalizeQuery } from '@manovo/search';
import type { AdminSearchResult, SearchResult } from '../domain/types';
import { ZAdminSearchInput, ZSearchInput } from '../schemas/search';
import { adminProcedure, publicProcedure } from '../trpc';

const ADMIN_HITS_PER_TYPE = 10;

export const searchRouter = {
  /** The public site search over pages and published content. */
  query: publicProcedure.input(ZSearchInput).query(async ({ ctx, input }): Promise<SearchResult[]> => {
    const q = normalizeQuery(input.q);
    if (!q) return [];
    return ctx.search.search(q, { limit: input.perPage, types: input.types, lang: input.lang });
  }),

  /** Admin search: every content type, drafts and hidden items included. */
  admin: adminProcedure
    .input(ZAdminSearchInput)
    .query(async ({ ctx, input }): Promise<AdminSearchResult[]> => {
      if (!input.q) return [];
      const { q } = input;
      const limit = ADMIN_HITS_PER_TYPE;
      const [vids, jobs, posts, people] = await Promise.all([
        findVideos(ctx.db, { q, limit }),
        findCareers(ctx.db, { q, limit }),
        findBroadcasts(ctx.db, { q, limit }),
        findTestimonialsPage(ctx.db, { q, status: 'all', limit }),
      ]);
      return [
        ...vids.map((v) => ({
          type: 'video' as const,
          id: v.id,
          title: v.title,
          status: v.status,
          detail: v.topCategory,
        })),
        ...jobs.map((c) => ({
          type: 'career' as const,
          id: c.id,
          title: c.title,
          status: c.status,
          detail: c.category,
        })),
        ...posts.map((b) => ({
          type: 'broadcast' as const,
          id: b.id,
          title: b.title,
          status: b.status,
          detail: b.kind,
        })),
        ...people.rows.map((t) => ({
          type: 'testimonial' as const,
          id: t.id,
          title: t.personName,
          status: t.isActive ? 'active' : 'hidden',
          detail: t.company,
        })),
      ];
    }),
};
