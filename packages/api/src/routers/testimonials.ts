import {
  createTestimonial,
  deleteTestimonial,
  findTestimonialById,
  findTestimonialsPage,
  type TestimonialRow,
  updateTestimonial,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { TESTIMONIALS_LIMIT } from '../domain/constants';
import type { Page, Testimonial } from '../domain/types';
import { ZIdInput } from '../schemas/common';
import {
  ZTestimonialCreate,
  type ZTestimonialFields,
  ZTestimonialListAdmin,
  ZTestimonialListPublic,
  ZTestimonialSetActive,
  ZTestimonialUpdate,
} from '../schemas/testimonials';
import { inLanguage } from '../services/translations';
import { imageDetailsOf, imageFileOf, imageOf, stageImage } from '../services/uploads';
import { adminProcedure, changedFields, isoOf, notFound, publicProcedure } from '../trpc';
import { adminItemById } from './item-reads';
import { updateWithImage } from './item-writes';

export function toTestimonial(t: TestimonialRow): Testimonial {
  return {
    id: t.id,
    personName: t.personName,
    personTitle: t.personTitle,
    company: t.company,
    message: t.message,
    isActive: t.isActive,
    ...imageOf(t),
    linkedin: t.linkedin,
    createdAt: isoOf(t.createdAt),
    updatedAt: isoOf(t.updatedAt),
  };
}

const toTestimonialRecord = (input: z.output<typeof ZTestimonialFields>) => ({
  personName: input.personName,
  personTitle: input.personTitle,
  company: input.company,
  message: input.message,
  isActive: input.isActive,
  linkedin: input.linkedin,
  ...imageDetailsOf(input),
});

const TESTIMONIAL_ROWS = { label: 'Testimonial', find: findTestimonialById, update: updateTestimonial };

export const testimonialsRouter = {
  listPublic: publicProcedure.input(ZTestimonialListPublic).query(async ({ ctx, input }) => {
    const { rows } = await findTestimonialsPage(ctx.db, {
      status: 'active',
      limit: input.limit ?? TESTIMONIALS_LIMIT,
    });
    return inLanguage(ctx.db, 'testimonials', rows.map(toTestimonial), input.lang);
  }),

  list: adminProcedure
    .input(ZTestimonialListAdmin)
    .query(async ({ ctx, input }): Promise<Page<Testimonial>> => {
      const { rows, total } = await findTestimonialsPage(ctx.db, {
        q: input.q,
        status: input.status,
        limit: input.limit,
        offset: (input.page - 1) * input.limit,
      });
      return { items: rows.map(toTestimonial), total, page: input.page, limit: input.limit };
    }),

  byId: adminItemById('testimonial', 'Testimonial', findTestimonialById, toTestimonial),

  create: adminProcedure.input(ZTestimonialCreate).mutation(async ({ ctx, input }) => {
    const image = input.image ? await stageImage(ctx.storage, input.image) : null;
    return ctx.write([image], async (w) => {
      const row = await createTestimonial(w.tx, {
        ...toTestimonialRecord(input),
        ...(image ? imageFileOf(image) : { imagePath: null }),
      });
      await w.audit('testimonial', row.id, 'create', row.personName);
      await w.keepVersion('testimonial', row.id, 'create');
      return toTestimonial(row);
    });
  }),

  update: adminProcedure.input(ZTestimonialUpdate).mutation(({ ctx, input }) =>
    updateWithImage(ctx, input, TESTIMONIAL_ROWS, toTestimonialRecord(input), async (w, row, existing) => {
      const fields = changedFields(input, ['id', 'image']);
      await w.audit('testimonial', row.id, 'update', `${row.personName} — ${fields}`);
      await w.keepVersion('testimonial', row.id, 'update', existing);
      return toTestimonial(row);
    }),
  ),

  setActive: adminProcedure.input(ZTestimonialSetActive).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const existing = await findTestimonialById(w.tx, input.id);
      const row = await updateTestimonial(w.tx, input.id, { isActive: input.isActive });
      if (!row) throw notFound('Testimonial');
      await w.audit('testimonial', row.id, input.isActive ? 'activate' : 'hide', row.personName);
      await w.keepVersion('testimonial', row.id, 'update', existing);
      return toTestimonial(row);
    }),
  ),

  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      await w.keepVersion('testimonial', input.id, 'delete');
      const row = await deleteTestimonial(w.tx, input.id);
      if (!row) throw notFound('Testimonial');
      await w.audit('testimonial', input.id, 'delete', row.personName);
    }),
  ),
};
