import {
  BROADCAST_KINDS,
  type Broadcast,
  CONTENT_STATUSES,
  IMAGE_MAX_BYTES,
  MESSAGES,
  SOCIAL_SOURCES,
} from '@manovo/api/domain';
import { ZBroadcastFields, ZBroadcastListAdmin } from '@manovo/api/schemas';
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
import { IMAGE_FORM_FIELDS, IMAGE_MEDIA_TYPES, imageWireFields, toImageWire } from './image-fields';
import { type FieldMap, readMultipartForm } from './multipart';
import { listOf, multipartDoc, okItemOf, okListOf, type RouteDoc, wireDate } from './openapi';

/** The spec's broadcast object, with the older names it is also read by (category, body_html, …). */
export const ZBroadcastWire = z.object({
  id: z.number().int(),
  kind: z.enum(BROADCAST_KINDS),
  category: z.enum(BROADCAST_KINDS),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  body_html: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publish_at: wireDate.nullable(),
  scheduled_at: wireDate.nullable(),
  posted_at: wireDate.nullable(),
  created_at: wireDate,
  updated_at: wireDate,
  social_source: z.enum(SOCIAL_SOURCES).nullable(),
  link_url: z.string(),
  link: z.string(),
  image_url: z.string().nullable(),
  image_path: z.string().nullable(),
  ...imageWireFields,
  tag: z.string(),
});
export const toBroadcastWire = (b: Broadcast): z.infer<typeof ZBroadcastWire> => ({
  id: b.id,
  kind: b.kind,
  category: b.kind,
  title: b.title,
  summary: b.summary,
  body: b.body,
  body_html: b.body,
  status: b.status,
  publish_at: b.publishAt,
  scheduled_at: b.publishAt,
  posted_at: b.postedAt,
  created_at: b.createdAt,
  updated_at: b.updatedAt,
  social_source: b.socialSource,
  link_url: b.linkUrl,
  link: b.linkUrl,
  image_url: b.imageUrl,
  image_path: b.imageUrl,
  ...toImageWire(b),
  tag: b.tag,
});

// The procedure's form fields and the wire names (current first, then older) they are read from.
const BROADCAST_FIELDS: FieldMap = {
  kind: ['kind', 'category'],
  title: ['title'],
  summary: ['summary'],
  body: ['body', 'body_html'],
  status: ['status'],
  publishAt: ['publish_at', 'scheduled_at'],
  postedAt: ['posted_at'],
  socialSource: ['social_source'],
  linkUrl: ['link_url', 'link'],
  tag: ['tag'],
  image: ['image'],
  ...IMAGE_FORM_FIELDS,
};

async function broadcastForm(req: FastifyRequest): Promise<FormData> {
  const form = await readMultipartForm(req, BROADCAST_FIELDS, IMAGE_MAX_BYTES, MESSAGES.imageTooLarge, {
    files: ['image'],
    rules: BROADCAST_RULES,
  });
  // A blank status is "not sent": the procedure's default (draft) applies.
  if (form.get('status') === '') form.delete('status');
  return form;
}

// The kind is asked for as `category` by the spec's public calls and as `kind` by its admin calls.
const kindParam = (name: string) => queryChoice(name, ZBroadcastListAdmin.shape.kind);
const ZPublicQuery = z
  .object({ category: kindParam('category'), kind: kindParam('kind'), limit: queryCount })
  .transform((q) => ({ kind: q.category ?? q.kind, limit: q.limit }));
const ZAdminQuery = z
  .object({
    kind: kindParam('kind'),
    category: kindParam('category'),
    q: queryText('q', ZBroadcastListAdmin.shape.q),
    limit: queryCount,
  })
  .transform((q) => ({ kind: q.kind ?? q.category, q: q.q, limit: q.limit }));

const notOk = (message: string) => ({ ok: false, items: [], error: message });

const tag = 'Broadcasts';
// A blank status is read as no status (broadcastForm), so the document lists '' beside the statuses.
const BROADCAST_RULES = {
  ...ZBroadcastFields.shape,
  status: z.union([ZBroadcastFields.shape.status, z.literal('')]),
};
const IMAGE_FILE = { image: IMAGE_MEDIA_TYPES };
export const BROADCAST_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/public/broadcasts',
    summary: 'Published broadcasts (publish time empty or past) of a kind, newest first',
    tag,
    admin: false,
    query: ZPublicQuery,
    ok: { status: 200, body: okListOf(ZBroadcastWire) },
    errorExtras: { ok: z.literal(false), items: z.array(z.never()) },
  },
  {
    method: 'get',
    path: '/public/broadcasts/{id}',
    summary: 'One published broadcast',
    tag,
    admin: false,
    params: ZIdParams,
    ok: { status: 200, body: okItemOf(ZBroadcastWire) },
    errorExtras: { ok: z.literal(false) },
  },
  {
    method: 'get',
    path: '/broadcasts',
    summary: 'Broadcasts of any status',
    tag,
    admin: true,
    query: ZAdminQuery,
    ok: { status: 200, body: listOf(ZBroadcastWire) },
  },
  {
    method: 'get',
    path: '/broadcasts/{id}',
    summary: 'One broadcast',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: okItemOf(ZBroadcastWire) },
  },
  {
    method: 'post',
    path: '/broadcasts',
    summary: 'Add a broadcast with its image (a draft unless status says otherwise)',
    tag,
    admin: true,
    multipart: multipartDoc(BROADCAST_FIELDS, BROADCAST_RULES, ['image'], ['image']),
    files: IMAGE_FILE,
    ok: { status: 201, body: okItemOf(ZBroadcastWire) },
  },
  {
    method: 'put',
    path: '/broadcasts/{id}',
    summary: 'Replace a broadcast; without a new image the old one stays',
    tag,
    admin: true,
    params: ZIdParams,
    multipart: multipartDoc(BROADCAST_FIELDS, BROADCAST_RULES, ['image']),
    files: IMAGE_FILE,
    ok: { status: 200, body: okItemOf(ZBroadcastWire) },
  },
  {
    method: 'delete',
    path: '/broadcasts/{id}',
    summary: 'Delete a broadcast and its image',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 204, description: 'Deleted' },
  },
];

export function registerBroadcastRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/public/broadcasts',
    publicRoute(
      shared,
      async (c, req) => ({
        ok: true,
        items: (await c.broadcasts.listPublic(parseWire(ZPublicQuery, req.query))).map(toBroadcastWire),
      }),
      { errorBody: notOk },
    ),
  );
  app.get(
    '/public/broadcasts/:id',
    publicRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toBroadcastWire(await c.broadcasts.byIdPublic(parseWire(ZIdParams, req.params))),
      }),
      { errorBody: () => ({ ok: false }) },
    ),
  );

  app.get(
    '/broadcasts',
    adminRoute(shared, async (c, req) => ({
      items: (await c.broadcasts.list(parseWire(ZAdminQuery, req.query))).map(toBroadcastWire),
    })),
  );
  app.get(
    '/broadcasts/:id',
    adminRoute(shared, async (c, req) => ({
      ok: true,
      item: toBroadcastWire(await c.broadcasts.byId(parseWire(ZIdParams, req.params))),
    })),
  );
  app.post(
    '/broadcasts',
    adminRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toBroadcastWire(await c.broadcasts.create(await broadcastForm(req))),
      }),
      { status: 201 },
    ),
  );
  app.put(
    '/broadcasts/:id',
    adminRoute(shared, async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const form = await broadcastForm(req);
      form.set('id', String(id));
      return { ok: true, item: toBroadcastWire(await c.broadcasts.update(form)) };
    }),
  );
  // The spec reads 204 for this delete: the row is gone.
  app.delete(
    '/broadcasts/:id',
    adminRoute(shared, (c, req) => c.broadcasts.delete(parseWire(ZIdParams, req.params)), { status: 204 }),
  );
}

/** What the version routes (versions.ts) need to answer a restored broadcast. */
export const BroadcastRestResource = {
  path: 'broadcasts',
  entity: 'broadcast' as const,
  tag: 'Broadcasts',
  wire: ZBroadcastWire,
  byId: async (c: Caller, id: number) => toBroadcastWire(await c.broadcasts.byId({ id })),
};
