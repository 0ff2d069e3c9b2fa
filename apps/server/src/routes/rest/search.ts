import type { SearchResult } from '@manovo/api/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import { parseWire, publicRoute, queryCount, queryParam } from './handler';
import type { RouteDoc } from './openapi';

/** The spec's search item: `url` beside `path`, `snippet` beside `excerpt`. */
export const ZSearchWire = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  path: z.string(),
  type: z.string(),
  snippet: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  date: z.string().nullable(),
  score: z.number(),
});
export const toSearchWire = (h: SearchResult): z.infer<typeof ZSearchWire> => ({
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
});

const ZSearchQuery = z
  .object({
    q: queryParam('q'),
    perPage: queryCount,
    per_page: queryCount,
    // A comma-separated list of result types.
    type: queryParam('type'),
  })
  .transform((w) => ({
    q: w.q ?? '',
    perPage: w.perPage ?? w.per_page,
    types: w.type ? w.type.split(',').filter(Boolean) : undefined,
  }));

export const SEARCH_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/search',
    summary: 'Site search over the pages and published content',
    tag: 'Search',
    admin: false,
    query: ZSearchQuery,
    ok: { status: 200, body: z.object({ items: z.array(ZSearchWire), total: z.number().int() }) },
  },
];

export function registerSearchRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/search',
    publicRoute(shared, async (c, req) => {
      const items = (await c.search.query(parseWire(ZSearchQuery, req.query))).map(toSearchWire);
      return { items, total: items.length };
    }),
  );
}
