import { TOP_CATEGORIES, type VideoSubcategory } from '@manovo/api/domain';
import { ZSubcategoryCreate, ZSubcategoryList } from '@manovo/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import { adminRoute, parseWire, publicRoute, queryChoice, ZIdParams } from './handler';
import { listOf, okItemOf, okListOf, type RouteDoc } from './openapi';

/** The spec's video sub-category object. */
export const ZSubcategoryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  top_category: z.enum(TOP_CATEGORIES),
});
export const toSubcategoryWire = (s: VideoSubcategory): z.infer<typeof ZSubcategoryWire> => ({
  id: s.id,
  name: s.name,
  top_category: s.topCategory,
});

const ZListQuery = z
  .object({
    top_category: queryChoice('top_category', ZSubcategoryList.shape.topCategory),
  })
  .transform((q) => ({ topCategory: q.top_category }));
const ZCreateBody = z
  .object({ top_category: ZSubcategoryCreate.shape.topCategory, name: ZSubcategoryCreate.shape.name })
  .transform((b) => ({ topCategory: b.top_category, name: b.name }));
const ZRenameBody = z.object({ name: ZSubcategoryCreate.shape.name });

const tag = 'Video sub-categories';
export const SUBCATEGORY_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/public/video_subcategories',
    summary: 'Sub-categories of a top category',
    tag,
    admin: false,
    query: ZListQuery,
    ok: { status: 200, body: okListOf(ZSubcategoryWire) },
  },
  {
    method: 'get',
    path: '/video_subcategories',
    summary: 'Sub-categories of a top category',
    tag,
    admin: true,
    query: ZListQuery,
    ok: { status: 200, body: listOf(ZSubcategoryWire) },
  },
  {
    method: 'post',
    path: '/video_subcategories',
    summary: 'Add a sub-category',
    tag,
    admin: true,
    json: ZCreateBody,
    ok: { status: 201, body: okItemOf(ZSubcategoryWire) },
  },
  {
    method: 'put',
    path: '/video_subcategories/{id}',
    summary: 'Rename a sub-category',
    tag,
    admin: true,
    params: ZIdParams,
    json: ZRenameBody,
    ok: { status: 200, body: okItemOf(ZSubcategoryWire) },
  },
  {
    method: 'delete',
    path: '/video_subcategories/{id}',
    summary: 'Delete a sub-category (its videos keep no sub-category)',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 204, description: 'Deleted' },
  },
];

export function registerSubcategoryRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/public/video_subcategories',
    publicRoute(shared, async (c, req) => ({
      ok: true,
      items: (await c.subcategories.listPublic(parseWire(ZListQuery, req.query))).map(toSubcategoryWire),
    })),
  );
  app.get(
    '/video_subcategories',
    adminRoute(shared, async (c, req) => ({
      items: (await c.subcategories.list(parseWire(ZListQuery, req.query))).map(toSubcategoryWire),
    })),
  );
  app.post(
    '/video_subcategories',
    adminRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toSubcategoryWire(await c.subcategories.create(parseWire(ZCreateBody, req.body))),
      }),
      { status: 201 },
    ),
  );
  app.put(
    '/video_subcategories/:id',
    adminRoute(shared, async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const { name } = parseWire(ZRenameBody, req.body);
      return { ok: true, item: toSubcategoryWire(await c.subcategories.rename({ id, name })) };
    }),
  );
  // The spec reads 204 (or ok) for this delete.
  app.delete(
    '/video_subcategories/:id',
    adminRoute(shared, (c, req) => c.subcategories.delete(parseWire(ZIdParams, req.params)), { status: 204 }),
  );
}
