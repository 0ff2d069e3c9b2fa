import { MESSAGES, TOP_CATEGORIES, VIDEO_STATUSES, type Video } from '@manovo/api/domain';
import { DECIMAL_ID, ZDurationSeconds, ZId, ZVideoInput, ZVideoListAdmin } from '@manovo/api/schemas';
import { z } from 'zod';
import type { RestRoute } from './define-route';
import { queryChoice, queryCount, queryLang, queryText } from './handler';
import { ID_SCHEMA, wireDate } from './openapi';
import { jsonBody, resourceRoutes } from './resource-routes';

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
  /** Beyond the spec: how long it runs in seconds, null when unknown. */
  duration_seconds: z.number().int().nullable(),
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
  duration_seconds: v.durationSeconds,
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
    // Beyond the spec, optional: a body without it (every spec call) stores null.
    duration_seconds: ZDurationSeconds.nullable().optional(),
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
    durationSeconds: b.duration_seconds ?? null,
  }));

const videoFilters = {
  top_category: queryChoice('top_category', ZVideoListAdmin.shape.topCategory),
  sub_category: ZSubCategoryQuery,
  limit: queryCount,
};
const ZPublicVideoQuery = z.object({ ...videoFilters, lang: queryLang }).transform((q) => ({
  topCategory: q.top_category,
  subCategoryId: q.sub_category,
  limit: q.limit,
  lang: q.lang,
}));
const ZAdminVideoQuery = z
  .object({ ...videoFilters, q: queryText('q', ZVideoListAdmin.shape.q) })
  .transform((q) => ({ topCategory: q.top_category, subCategoryId: q.sub_category, limit: q.limit, q: q.q }));

const SUB_CATEGORY_ERRORS = {
  errors: [422],
  errorDescriptions: {
    400: 'The input is invalid; `error` says what. `Invalid sub-category` here also means the sub-category belongs to another top category, a rule across two fields this schema cannot state.',
    422: 'No sub-category has this id (`Invalid sub-category`).',
  },
};

const videos = resourceRoutes('videos', 'Videos', ZVideoWire, toVideoWire);
const body = jsonBody(ZVideoBody);
export const VIDEO_ROUTES: RestRoute[] = [
  videos.list('public', ZPublicVideoQuery, (c) => c.videos.listPublic, {
    summary: 'Published videos of a top category (and sub-category), newest first',
  }),
  videos.list('admin', ZAdminVideoQuery, (c) => c.videos.list, {
    summary: 'Videos of any status, filtered by category, sub-category and title',
  }),
  videos.read('admin', (c) => c.videos.byId, { summary: 'One video', withOk: false }),
  videos.create(body, (c) => c.videos.create, {
    summary: 'Add a video (a draft unless status says otherwise)',
    ...SUB_CATEGORY_ERRORS,
  }),
  videos.update(body, (c) => c.videos.update, { summary: 'Replace a video', ...SUB_CATEGORY_ERRORS }),
  videos.remove((c) => c.videos.delete, { summary: 'Delete a video' }),
];

export const VideoRestResource = videos.versioned('video', (c) => c.videos.byId);
