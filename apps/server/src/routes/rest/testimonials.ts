import { IMAGE_MAX_BYTES, MESSAGES, type Testimonial } from '@manovo/api/domain';
import { ZTestimonialFields, ZTestimonialListAdmin } from '@manovo/api/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire, queryCount, queryLang, queryParam, queryText, ZIdParams } from './handler';
import { IMAGE_FORM_FIELDS, imageFormBody, imageWireFields, toImageWire } from './image-fields';
import { type FieldMap, readMultipartForm } from './multipart';
import { okItemOf, wireDate } from './openapi';
import { resourceRoutes } from './resource-routes';

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
const ZPublicQuery = z.object({ limit: queryCount, lang: queryLang });
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

const formBody = imageFormBody(TESTIMONIAL_FIELDS, ZTestimonialFields.shape, testimonialForm);

const testimonials = resourceRoutes('testimonials', 'Testimonials', ZTestimonialWire, toTestimonialWire);
export const TESTIMONIAL_ROUTES: RestRoute[] = [
  testimonials.list('public', ZPublicQuery, (c) => c.testimonials.listPublic, {
    summary: 'Active testimonials',
  }),
  // The admin list is paged (total, page, limit beside the items): not the common list shape.
  defineRoute({
    method: 'get',
    path: '/testimonials',
    summary: 'One page of testimonials, filtered by status and text',
    tag: 'Testimonials',
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
    handle: async (c, req) => {
      const page = await c.testimonials.list(parseWire(ZAdminQuery, req.query));
      return { ...page, items: page.items.map(toTestimonialWire) };
    },
  }),
  testimonials.read('admin', (c) => c.testimonials.byId, { summary: 'One testimonial', withOk: false }),
  testimonials.create(formBody, (c) => c.testimonials.create, {
    summary: 'Add a testimonial, with an optional photo',
  }),
  testimonials.update(formBody, (c) => c.testimonials.update, {
    summary: 'Replace a testimonial; without a new photo the old one stays',
  }),
  defineRoute({
    method: 'patch',
    path: '/testimonials/{id}/active',
    summary: 'Show (1) or hide (0) a testimonial',
    tag: 'Testimonials',
    admin: true,
    params: ZIdParams,
    json: ZActiveBody,
    ok: { status: 200, body: okItemOf(ZTestimonialWire) },
    handle: async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const { isActive } = parseWire(ZActiveBody, req.body);
      return { ok: true, item: toTestimonialWire(await c.testimonials.setActive({ id, isActive })) };
    },
  }),
  testimonials.remove((c) => c.testimonials.delete, { summary: 'Delete a testimonial and its photo' }),
];

export const TestimonialRestResource = testimonials.versioned('testimonial', (c) => c.testimonials.byId);
