import {
  createTestimonial,
  deleteTestimonial,
  findTestimonialById,
  findTestimonialsPage,
  updateTestimonial,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { ZIdInput } from '../schemas/common';
import {
  ZTestimonialListAdminSchema,
  ZTestimonialListPublicSchema,
  ZTestimonialSetActiveSchema,
  ZTestimonialUpdateSchema,
  ZTestimonialWriteSchema,
} from '../schemas/testimonials';
import { storeImage } from '../services/uploads';
import { adminProcedure, changedFields, notFound, publicProcedure } from '../trpc';
import { toTestimonialWire } from '../wire';

function toTestimonialRecord(input: z.output<typeof ZTestimonialWriteSchema>) {
  return {
    personName: input.person_name,
    personTitle: input.person_title,
    company: input.company,
    message: input.message,
    isActive: input.is_active,
    linkedin: input.linkedin,
  };
}

export const testimonialsRouter = {
  listPublic: publicProcedure.input(ZTestimonialListPublicSchema).query(async ({ ctx, input }) => {
    const { rows } = await findTestimonialsPage(ctx.db, { status: 'active', limit: input.limit });
    return { items: rows.map(toTestimonialWire) };
  }),

  list: adminProcedure.input(ZTestimonialListAdminSchema).query(async ({ ctx, input }) => {
    const { rows, total } = await findTestimonialsPage(ctx.db, {
      q: input.q,
      status: input.status,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    });
    return { items: rows.map(toTestimonialWire), total, page: input.page, limit: input.limit };
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findTestimonialById(ctx.db, input.id);
    if (!row) throw notFound('Testimonial');
    return { item: toTestimonialWire(row) };
  }),

  create: adminProcedure.input(ZTestimonialWriteSchema).mutation(async ({ ctx, input }) => {
    const imagePath = input.image ? await storeImage(ctx.storage, input.image) : null;
    const row = await createTestimonial(ctx.db, { ...toTestimonialRecord(input), imagePath });
    await ctx.audit('testimonial', row.id, 'create', row.personName);
    return { ok: true as const, item: toTestimonialWire(row) };
  }),

  update: adminProcedure.input(ZTestimonialUpdateSchema).mutation(async ({ ctx, input }) => {
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
    return { ok: true as const, item: toTestimonialWire(row) };
  }),

  setActive: adminProcedure.input(ZTestimonialSetActiveSchema).mutation(async ({ ctx, input }) => {
    const row = await updateTestimonial(ctx.db, input.id, { isActive: input.is_active });
    if (!row) throw notFound('Testimonial');
    await ctx.audit('testimonial', row.id, input.is_active ? 'activate' : 'hide', row.personName);
    return { ok: true as const, item: toTestimonialWire(row) };
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    const row = await deleteTestimonial(ctx.db, input.id);
    if (!row) throw notFound('Testimonial');
    if (row.imagePath) await ctx.storage.deleteImage(row.imagePath);
    await ctx.audit('testimonial', input.id, 'delete', row.personName);
    return { ok: true as const };
  }),
};
