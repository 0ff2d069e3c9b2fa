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
import { storeImage } from '../services/uploads';
import { adminProcedure, changedFields, isoOf, notFound, publicProcedure } from '../trpc';

export function toTestimonial(t: TestimonialRow): Testimonial {
  return {
    id: t.id,
    personName: t.personName,
    personTitle: t.personTitle,
    company: t.company,
    message: t.message,
    isActive: t.isActive,
    imageUrl: t.imagePath,
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
});

export const testimonialsRouter = {
  listPublic: publicProcedure.input(ZTestimonialListPublic).query(async ({ ctx, input }) => {
    const { rows } = await findTestimonialsPage(ctx.db, {
      status: 'active',
      limit: input.limit ?? TESTIMONIALS_LIMIT,
    });
    return rows.map(toTestimonial);
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

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findTestimonialById(ctx.db, input.id);
    if (!row) throw notFound('Testimonial');
    return toTestimonial(row);
  }),

  create: adminProcedure.input(ZTestimonialCreate).mutation(async ({ ctx, input }) => {
    const imagePath = input.image ? await storeImage(ctx.storage, input.image) : null;
    const row = await createTestimonial(ctx.db, { ...toTestimonialRecord(input), imagePath });
    await ctx.audit('testimonial', row.id, 'create', row.personName);
    return toTestimonial(row);
  }),

  update: adminProcedure.input(ZTestimonialUpdate).mutation(async ({ ctx, input }) => {
    const existing = await findTestimonialById(ctx.db, input.id);
    if (!existing) throw notFound('Testimonial');
    const imagePath = input.image ? await storeImage(ctx.storage, input.image) : existing.imagePath;
    const row = await updateTestimonial(ctx.db, input.id, { ...toTestimonialRecord(input), imagePath });
    if (!row) throw notFound('Testimonial');
    if (input.image && existing.imagePath) await ctx.storage.deleteImage(existing.imagePath);
    await ctx.audit(
      'testimonial',
      row.id,
      'update',
      `${row.personName} — ${changedFields(input, ['id', 'image'])}`,
    );
    return toTestimonial(row);
  }),

  setActive: adminProcedure.input(ZTestimonialSetActive).mutation(async ({ ctx, input }) => {
    const row = await updateTestimonial(ctx.db, input.id, { isActive: input.isActive });
    if (!row) throw notFound('Testimonial');
    await ctx.audit('testimonial', row.id, input.isActive ? 'activate' : 'hide', row.personName);
    return toTestimonial(row);
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    const row = await deleteTestimonial(ctx.db, input.id);
    if (!row) throw notFound('Testimonial');
    if (row.imagePath) await ctx.storage.deleteImage(row.imagePath);
    await ctx.audit('testimonial', input.id, 'delete', row.personName);
  }),
};
