import { IMAGE_MAX_BYTES, MESSAGES, type Testimonial } from '@manovo/api/domain';
import { ZTestimonialFields, ZTestimonialListAdmin } from '@manovo/api/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import {
  adminRoute,
  type Caller,
  parseWire,
  publicRoute,
  queryCount,
  queryParam,
  queryText,
  ZIdParams,
} from './handler';
import { IMAGE_FORM_FIELDS, IMAGE_MEDIA_TYPES, imageWireFields, toImageWire } from './image-fields';
import { type FieldMap, readMultipartForm } from './multipart';
import { itemOf, multipartDoc, okItemOf, okListOf, type RouteDoc, wireDate, ZOk } from './openapi';

/** The spec's testimonial object: is_active as 1/0, the photo as `image`. */
export const ZTestimonialWire = z.object({
  id: z.number().int(),
  person_name: z.string(),
  person_title: z.string(),
  company: z.string(),
  message: z.string(),
  is_active: z.union([z.literal(1), z.literal(0)]),
  image: z.string().nullable(),
  ...imageWireFields,
  linkedin: z.string(),
  created_at: wireDate,
  updated_at: wireDate,
});
export const toTestimonialWire = (t: Testimonial): z.infer<typeof ZTestimonialWire> => ({
  id: t.id,
  person_name: t.personName,
  person_title: t.personTitle,
  company: t.company,
  message: t.message,
  is_active: t.isActive ? 1 : 0,
  image: t.imageUrl,
  ...toImageWire(t),
  linkedin: t.linkedin,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

const TESTIMONIAL_FIELDS: FieldMap = {
  personName: ['person_name'],
  personTitle: ['person_title'],
  company: ['company'],
  message: ['message'],
  isActive: ['is_active'],
  linkedin: ['linkedin'],
  image: ['image'],
  ...IMAGE_FORM_FIELDS,
};
const testimonialForm = (req: FastifyRequest) =>
  readMultipartForm(req, TESTIMONIAL_FIELDS, IMAGE_MAX_BYTES, MESSAGES.imageTooLarge, {
    files: ['image'],
  });

// The status filter's values, documented though any other one is read as `all`.
const statusFilter = queryParam('status').meta({
  anyOf: [
    { type: 'string', enum: ZTestimonialListAdmin.shape.status.unwrap().unwrap().options },
    { type: 'string' },
  ],
  description: 'all, active or inactive; any other value shows all.',
});
const ZAdminQueryFields = {
  q: queryText('q', ZTestimonialListAdmin.shape.q),
  status: statusFilter,
  page: queryCount,
  limit: queryCount,
};
const ZAdminQuery = z
  .object(ZAdminQueryFields)
  // An unknown status filter shows all, as the admin screen's default does.
  .transform((q) => ({ ...q, status: ZTestimonialListAdmin.shape.status.catch('all').parse(q.status) }));
const ZPublicQuery = z.object({ limit: queryCount });
// PATCH …/active reads is_active as 1/0, true/false or their strings.
const ZActiveBody = z
  .object({
    is_active: z.union([z.literal(1), z.literal(0), z.boolean(), z.enum(['1', '0', 'true', 'false'])], {
      error: MESSAGES.activeFlag,
    }),
  })
  .transform((b) => ({
    isActive: b.is_active === 1 || b.is_active === true || b.is_active === '1' || b.is_active === 'true',
  }));

const tag = 'Testimonials';
const ZTestimonialMultipart = multipartDoc(TESTIMONIAL_FIELDS, ZTestimonialFields.shape, ['image']);
const IMAGE_FILE = { image: IMAGE_MEDIA_TYPES };
export const TESTIMONIAL_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/public/testimonials',
    summary: 'Active testimonials',
    tag,
    admin: false,
    query: ZPublicQuery,
    ok: { status: 200, body: okListOf(ZTestimonialWire) },
  },
  {
    method: 'get',
    path: '/testimonials',
    summary: 'One page of testimonials, filtered by status and text',
    tag,
    admin: true,
    query: z.object(ZAdminQueryFields),
    ok: {
      status: 200,
      body: z.object({
        items: z.array(ZTestimonialWire),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
      }),
    },
  },
  {
    method: 'get',
    path: '/testimonials/{id}',
    summary: 'One testimonial',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: itemOf(ZTestimonialWire) },
  },
  {
    method: 'post',
    path: '/testimonials',
    summary: 'Add a testimonial, with an optional photo',
    tag,
    admin: true,
    multipart: ZTestimonialMultipart,
    files: IMAGE_FILE,
    ok: { status: 201, body: okItemOf(ZTestimonialWire) },
  },
  {
    method: 'put',
    path: '/testimonials/{id}',
    summary: 'Replace a testimonial; without a new photo the old one stays',
    tag,
    admin: true,
    params: ZIdParams,
    multipart: ZTestimonialMultipart,
    files: IMAGE_FILE,
    ok: { status: 200, body: okItemOf(ZTestimonialWire) },
  },
  {
    method: 'patch',
    path: '/testimonials/{id}/active',
    summary: 'Show (1) or hide (0) a testimonial',
    tag,
    admin: true,
    params: ZIdParams,
    json: ZActiveBody,
    ok: { status: 200, body: okItemOf(ZTestimonialWire) },
  },
  {
    method: 'delete',
    path: '/testimonials/{id}',
    summary: 'Delete a testimonial and its photo',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: ZOk },
  },
];

export function registerTestimonialRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/public/testimonials',
    publicRoute(shared, async (c, req) => ({
      ok: true,
      items: (await c.testimonials.listPublic(parseWire(ZPublicQuery, req.query))).map(toTestimonialWire),
    })),
  );

  app.get(
    '/testimonials',
    adminRoute(shared, async (c, req) => {
      const page = await c.testimonials.list(parseWire(ZAdminQuery, req.query));
      return { ...page, items: page.items.map(toTestimonialWire) };
    }),
  );
  app.get(
    '/testimonials/:id',
    adminRoute(shared, async (c, req) => ({
      item: toTestimonialWire(await c.testimonials.byId(parseWire(ZIdParams, req.params))),
    })),
  );
  app.post(
    '/testimonials',
    adminRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toTestimonialWire(await c.testimonials.create(await testimonialForm(req))),
      }),
      { status: 201 },
    ),
  );
  app.put(
    '/testimonials/:id',
    adminRoute(shared, async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const form = await testimonialForm(req);
      form.set('id', String(id));
      return { ok: true, item: toTestimonialWire(await c.testimonials.update(form)) };
    }),
  );
  app.patch(
    '/testimonials/:id/active',
    adminRoute(shared, async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const { isActive } = parseWire(ZActiveBody, req.body);
      return { ok: true, item: toTestimonialWire(await c.testimonials.setActive({ id, isActive })) };
    }),
  );
  app.delete(
    '/testimonials/:id',
    adminRoute(shared, async (c, req) => {
      await c.testimonials.delete(parseWire(ZIdParams, req.params));
      return { ok: true };
    }),
  );
}

/** What the version routes (versions.ts) need to answer a restored testimonial. */
export const TestimonialRestResource = {
  path: 'testimonials',
  entity: 'testimonial' as const,
  tag: 'Testimonials',
  wire: ZTestimonialWire,
  byId: async (c: Caller, id: number) => toTestimonialWire(await c.testimonials.byId({ id })),
};
