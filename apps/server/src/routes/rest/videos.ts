import { MESSAGES, TOP_CATEGORIES, VIDEO_STATUSES, type Video } from '@manovo/api/domain';
import { DECIMAL_ID, ZId, ZVideoInput, ZVideoListAdmin } from '@manovo/api/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import {
  adminRoute,
  type Caller,
  parseWire,
  publicRoute,
  queryChoice,
  queryCount,
  queryText,
  ZIdParams,
} from './handler';
import { ID_SCHEMA, itemOf, listOf, okItemOf, okListOf, type RouteDoc, wireDate, ZOk } from './openapi';

/** The spec's video object. */
export const ZVideoWire = z.object({
  id: z.number().int(),
  title: z.string(),
  top_category: z.enum(TOP_CATEGORIES),
  sub_category_id: z.number().int().nullable(),
  sub_category_name: z.string().nullable(),
  youtube_url: z.string(),
  src_url: z.string(),
  thumbnail_url: z.string(),
  status: z.enum(VIDEO_STATUSES),
  description: z.string(),
  created_at: wireDate,
  updated_at: wireDate,
});

export const toVideoWire = (v: Video): z.infer<typeof ZVideoWire> => ({
  id: v.id,
  title: v.title,
  top_category: v.topCategory,
  sub_category_id: v.subCategoryId,
  sub_category_name: v.subCategoryName,
  youtube_url: v.youtubeUrl,
  src_url: v.srcUrl,
  thumbnail_url: v.thumbnailUrl,
  status: v.status,
  description: v.description,
  created_at: v.createdAt,
  updated_at: v.updatedAt,
});

// A sub-category in text: its id's decimal digits, or '' or 'all' for none.
const SUB_CATEGORY_TEXT = new RegExp(`^(|all|${DECIMAL_ID})$`);
const SUB_CATEGORY_TEXT_DOC = { type: 'string', pattern: SUB_CATEGORY_TEXT.source };

/** A sub-category reference as integrators send it: a number, its decimal digits, or null/''/'all' for none. */
const ZSubCategoryRef = z
  .union([z.number(), z.string().regex(SUB_CATEGORY_TEXT), z.null()], { error: MESSAGES.invalidSubCategory })
  .transform((v) => (v === null || v === '' || v === 'all' ? null : typeof v === 'number' ? v : Number(v)))
  .pipe(z.union([ZId, z.null()], { error: MESSAGES.invalidSubCategory }))
  .meta({ anyOf: [ID_SCHEMA, SUB_CATEGORY_TEXT_DOC, { type: 'null' }] })
  .optional();
const ZSubCategoryQuery = z
  .string({ error: MESSAGES.invalidSubCategory })
  .regex(SUB_CATEGORY_TEXT, MESSAGES.invalidSubCategory)
  .transform((v) => (v === '' || v === 'all' ? undefined : Number(v)))
  .pipe(ZId.optional())
  .meta(SUB_CATEGORY_TEXT_DOC)
  .optional();

const V = ZVideoInput.shape;
// The spec's video form starts at status 'pending' (a video not published yet): a draft, as the admin says.
const ZVideoStatus = z.union([z.literal('pending').transform(() => 'draft' as const), V.status], {
  error: MESSAGES.invalidStatus,
});
const ZVideoBody = z
  .object({
    title: V.title,
    top_category: V.topCategory,
    sub_category_id: ZSubCategoryRef,
    youtube_url: V.youtubeUrl,
    src_url: V.srcUrl,
    thumbnail_url: V.thumbnailUrl,
    status: ZVideoStatus,
    description: V.description,
  })
  .transform((b) => ({
    title: b.title,
    topCategory: b.top_category,
    subCategoryId: b.sub_category_id ?? null,
    youtubeUrl: b.youtube_url,
    srcUrl: b.src_url,
    thumbnailUrl: b.thumbnail_url,
    status: b.status,
    description: b.description,
  }));

const videoFilters = {
  top_category: queryChoice('top_category', ZVideoListAdmin.shape.topCategory),
  sub_category: ZSubCategoryQuery,
  limit: queryCount,
};
const ZPublicVideoQuery = z
  .object(videoFilters)
  .transform((q) => ({ topCategory: q.top_category, subCategoryId: q.sub_category, limit: q.limit }));
const ZAdminVideoQuery = z
  .object({ ...videoFilters, q: queryText('q', ZVideoListAdmin.shape.q) })
  .transform((q) => ({ topCategory: q.top_category, subCategoryId: q.sub_category, limit: q.limit, q: q.q }));

const idOf = (req: FastifyRequest) => parseWire(ZIdParams, req.params).id;

const SUB_CATEGORY_ERRORS = {
  errors: [422],
  errorDescriptions: {
    400: 'The input is invalid; `error` says what. `Invalid sub-category` here also means the sub-category belongs to another top category, a rule across two fields this schema cannot state.',
    422: 'No sub-category has this id (`Invalid sub-category`).',
  },
};
const videoDoc = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ ...doc, tag: 'Videos' });
export const VIDEO_ROUTES: RouteDoc[] = [
  videoDoc({
    method: 'get',
    path: '/public/videos',
    summary: 'Published videos of a top category (and sub-category), newest first',
    admin: false,
    query: z.object(videoFilters),
    ok: { status: 200, body: okListOf(ZVideoWire) },
  }),
  videoDoc({
    method: 'get',
    path: '/videos',
    summary: 'Videos of any status, filtered by category, sub-category and title',
    admin: true,
    query: z.object({ ...videoFilters, q: queryText('q', ZVideoListAdmin.shape.q) }),
    ok: { status: 200, body: listOf(ZVideoWire) },
  }),
  videoDoc({
    method: 'get',
    path: '/videos/{id}',
    summary: 'One video',
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: itemOf(ZVideoWire) },
  }),
  videoDoc({
    method: 'post',
    path: '/videos',
    summary: 'Add a video (a draft unless status says otherwise)',
    admin: true,
    json: ZVideoBody,
    ...SUB_CATEGORY_ERRORS,
    ok: { status: 201, body: okItemOf(ZVideoWire) },
  }),
  videoDoc({
    method: 'put',
    path: '/videos/{id}',
    summary: 'Replace a video',
    admin: true,
    params: ZIdParams,
    json: ZVideoBody,
    ...SUB_CATEGORY_ERRORS,
    ok: { status: 200, body: okItemOf(ZVideoWire) },
  }),
  videoDoc({
    method: 'delete',
    path: '/videos/{id}',
    summary: 'Delete a video',
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: ZOk },
  }),
];

export function registerVideoRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/public/videos',
    publicRoute(shared, async (c, req) => {
      return {
        ok: true,
        items: (await c.videos.listPublic(parseWire(ZPublicVideoQuery, req.query))).map(toVideoWire),
      };
    }),
  );

  app.get(
    '/videos',
    adminRoute(shared, async (c, req) => ({
      items: (await c.videos.list(parseWire(ZAdminVideoQuery, req.query))).map(toVideoWire),
    })),
  );
  app.get(
    '/videos/:id',
    adminRoute(shared, async (c, req) => ({ item: toVideoWire(await c.videos.byId({ id: idOf(req) })) })),
  );
  app.post(
    '/videos',
    adminRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toVideoWire(await c.videos.create(parseWire(ZVideoBody, req.body))),
      }),
      { status: 201 },
    ),
  );
  app.put(
    '/videos/:id',
    adminRoute(shared, async (c, req) => {
      const id = idOf(req);
      return {
        ok: true,
        item: toVideoWire(await c.videos.update({ ...parseWire(ZVideoBody, req.body), id })),
      };
    }),
  );
  app.delete(
    '/videos/:id',
    adminRoute(shared, async (c, req) => {
      await c.videos.delete({ id: idOf(req) });
      return { ok: true };
    }),
  );
}

/** What the version routes (versions.ts) need to answer a restored video. */
export const VideoRestResource = {
  path: 'videos',
  entity: 'video' as const,
  tag: 'Videos',
  wire: ZVideoWire,
  byId: async (c: Caller, id: number) => toVideoWire(await c.videos.byId({ id })),
};
