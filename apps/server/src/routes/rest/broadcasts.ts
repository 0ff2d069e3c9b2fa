import {
  BROADCAST_KINDS,
  type Broadcast,
  CONTENT_STATUSES,
  IMAGE_MAX_BYTES,
  MESSAGES,
  SOCIAL_SOURCES,
} from '@manovo/api/domain';
import { ZBroadcastFields, ZBroadcastListAdmin } from '@manovo/api/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RestRoute } from './define-route';
import { queryChoice, queryCount, queryLang, queryText } from './handler';
import { IMAGE_FORM_FIELDS, imageFormBody, imageWireFields, toImageWire } from './image-fields';
import { type FieldMap, readMultipartForm } from './multipart';
import { wireDate } from './openapi';
import { LIST_ERROR_SHAPE, resourceRoutes } from './resource-routes';

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
  .object({ category: kindParam('category'), kind: kindParam('kind'), limit: queryCount, lang: queryLang })
  .transform((q) => ({ kind: q.category ?? q.kind, limit: q.limit, lang: q.lang }));
const ZAdminQuery = z
  .object({
    kind: kindParam('kind'),
    category: kindParam('category'),
    q: queryText('q', ZBroadcastListAdmin.shape.q),
    limit: queryCount,
  })
  .transform((q) => ({ kind: q.kind ?? q.category, q: q.q, limit: q.limit }));

// A blank status is read as no status (broadcastForm), so the document lists '' beside the statuses.
const BROADCAST_RULES = {
  ...ZBroadcastFields.shape,
  status: z.union([ZBroadcastFields.shape.status, z.literal('')]),
};
// The update keeps the old image when none is sent; a new broadcast needs one.
const formBody = (alsoRequired: string[]) =>
  imageFormBody(BROADCAST_FIELDS, BROADCAST_RULES, broadcastForm, alsoRequired);

const broadcasts = resourceRoutes('broadcasts', 'Broadcasts', ZBroadcastWire, toBroadcastWire);
export const BROADCAST_ROUTES: RestRoute[] = [
  broadcasts.list('public', ZPublicQuery, (c) => c.broadcasts.listPublic, {
    summary: 'Published broadcasts (publish time empty or past) of a kind, newest first',
    ...LIST_ERROR_SHAPE,
  }),
  broadcasts.read('public', (c) => c.broadcasts.byIdPublic, {
    summary: 'One published broadcast',
    withOk: true,
    errorBody: () => ({ ok: false }),
    errorExtras: { ok: z.literal(false) },
  }),
  broadcasts.list('admin', ZAdminQuery, (c) => c.broadcasts.list, { summary: 'Broadcasts of any status' }),
  broadcasts.read('admin', (c) => c.broadcasts.byId, { summary: 'One broadcast', withOk: true }),
  broadcasts.create(formBody(['image']), (c) => c.broadcasts.create, {
    summary: 'Add a broadcast with its image (a draft unless status says otherwise)',
  }),
  broadcasts.update(formBody([]), (c) => c.broadcasts.update, {
    summary: 'Replace a broadcast; without a new image the old one stays',
  }),
  // The spec reads 204 for this delete: the row is gone.
  broadcasts.remove((c) => c.broadcasts.delete, { summary: 'Delete a broadcast and its image', status: 204 }),
];

export const BroadcastRestResource = broadcasts.versioned('broadcast', (c) => c.broadcasts.byId);
