import { createCareer, deleteCareer, findCareerById, findCareers, updateCareer } from '@manovo/db/queries';
import type { z } from 'zod';
import {
  ZCareerListAdminSchema,
  ZCareerListPublicSchema,
  ZCareerUpdateSchema,
  ZCareerWriteSchema,
} from '../schemas/careers';
import { ZIdInput } from '../schemas/common';
import { sanitizeRichHtml } from '../services/sanitize';
import { adminProcedure, changedFields, notFound, publicProcedure } from '../trpc';
import { toCareerWire } from '../wire';

function toCareerRecord(input: z.output<typeof ZCareerWriteSchema>) {
  return {
    title: input.title,
    category: input.category,
    status: input.status,
    location: input.location,
    experience: input.experience,
    salary: input.salary,
    skills: input.skills,
    applyUrl: input.apply_url,
    applyEmail: input.apply_email,
    description: sanitizeRichHtml(input.description),
  };
}

export const careersRouter = {
  listPublic: publicProcedure.input(ZCareerListPublicSchema).query(async ({ ctx, input }) => {
    const rows = await findCareers(ctx.db, {
      category: input.category,
      publicOnly: true,
      limit: input.limit,
    });
    return { ok: true as const, items: rows.map(toCareerWire) };
  }),

  list: adminProcedure.input(ZCareerListAdminSchema).query(async ({ ctx, input }) => {
    const rows = await findCareers(ctx.db, { category: input.category, q: input.q, limit: input.limit });
    return { items: rows.map(toCareerWire) };
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findCareerById(ctx.db, input.id);
    if (!row) throw notFound('Career');
    return { ok: true as const, item: toCareerWire(row) };
  }),

  create: adminProcedure.input(ZCareerWriteSchema).mutation(async ({ ctx, input }) => {
    const row = await createCareer(ctx.db, toCareerRecord(input));
    await ctx.audit('career', row.id, 'create', row.title);
    ctx.search.markChanged('career', row.id);
    return { ok: true as const, item: toCareerWire(row) };
  }),

  update: adminProcedure.input(ZCareerUpdateSchema).mutation(async ({ ctx, input }) => {
    const row = await updateCareer(ctx.db, input.id, toCareerRecord(input));
    if (!row) throw notFound('Career');
    await ctx.audit('career', row.id, 'update', `${row.title} — ${changedFields(input)}`);
    ctx.search.markChanged('career', row.id);
    return { ok: true as const, item: toCareerWire(row) };
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteCareer(ctx.db, input.id))) throw notFound('Career');
    await ctx.audit('career', input.id, 'delete');
    ctx.search.markChanged('career', input.id);
    return { ok: true as const };
  }),
};
