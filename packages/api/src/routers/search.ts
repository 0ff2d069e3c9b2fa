import { findBroadcasts, findCareers, findTestimonialsPage, findVideos } from '@manovo/db/queries';
import { normalizeQuery } from '@manovo/search';
import { ZAdminSearchRequestSchema, ZSearchRequestSchema } from '../schemas/search';
import { adminProcedure, publicProcedure } from '../trpc';

const ADMIN_HITS_PER_TYPE = 10;

export const searchRouter = {
  /** Public site search over pages and published content (spec §7 GET {api}/search). */
  query: publicProcedure.input(ZSearchRequestSchema).query(async ({ ctx, input }) => {
    const q = normalizeQuery(input.q);
    if (!q) return { items: [], total: 0 };
    const hits = await ctx.search.search(q, { limit: input.perPage, types: input.types });
    const items = hits.map((h) => ({
      id: h.id,
      title: h.title,
      url: h.path,
      path: h.path,
      type: h.type,
      snippet: h.excerpt,
      excerpt: h.excerpt,
      image: h.image,
      date: h.date,
      score: h.score,
    }));
    return { items, total: items.length };
  }),

  /** Admin search: every content type including drafts and hidden items. */
  admin: adminProcedure.input(ZAdminSearchRequestSchema).query(async ({ ctx, input }) => {
    if (!input.q) return { items: [] };
    const q = input.q;
    const limit = ADMIN_HITS_PER_TYPE;
    const [vids, jobs, posts, people] = await Promise.all([
      findVideos(ctx.db, { q, limit }),
      findCareers(ctx.db, { q, limit }),
      findBroadcasts(ctx.db, { q, limit }),
      findTestimonialsPage(ctx.db, { q, status: 'all', limit }),
    ]);
    return {
      items: [
        ...vids.map((v) => ({
          type: 'video',
          id: v.id,
          title: v.title,
          status: v.status,
          detail: v.topCategory,
        })),
        ...jobs.map((c) => ({
          type: 'career',
          id: c.id,
          title: c.title,
          status: c.status,
          detail: c.category,
        })),
        ...posts.map((b) => ({
          type: 'broadcast',
          id: b.id,
          title: b.title,
          status: b.status,
          detail: b.kind,
        })),
        ...people.rows.map((t) => ({
          type: 'testimonial',
          id: t.id,
          title: t.personName,
          status: t.isActive ? 'active' : 'hidden',
          detail: t.company,
        })),
      ],
    };
  }),
};
