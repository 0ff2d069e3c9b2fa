import {
  type CareerRow,
  createCareer,
  deleteCareer,
  findCareerById,
  findCareers,
  updateCareer,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { CAREERS_LIST_LIMIT } from '../domain/constants';
import type { Career } from '../domain/types';
import { ZCareerInput, ZCareerListAdmin, ZCareerListPublic, ZCareerUpdate } from '../schemas/careers';
import { ZIdInput } from '../schemas/common';
import { sanitizeRichHtml } from '../services/sanitize';
import { inLanguage } from '../services/translations';
import { adminProcedure, changedFields, isoOf, notFound, publicProcedure } from '../trpc';
import { adminItemById, publicItemById } from './item-reads';

export function toCareer(c: CareerRow): Career {
  return {
    id: c.id,
    title: c.title,
    category: c.category,
    status: c.status,
    location: c.location,
    experience: c.experience,
    salary: c.salary,
    skills: c.skills,
    applyUrl: c.applyUrl,
    applyEmail: c.applyEmail,
    description: c.description,
    createdAt: isoOf(c.createdAt),
    updatedAt: isoOf(c.updatedAt),
  };
}

const toCareerRecord = (input: z.output<typeof ZCareerInput>) => ({
  ...input,
  description: sanitizeRichHtml(input.description),
});

export const careersRouter = {
  listPublic: publicProcedure.input(ZCareerListPublic).query(async ({ ctx, input }) => {
    const rows = await findCareers(ctx.db, {
      category: input.category,
      publicOnly: true,
      limit: input.limit ?? CAREERS_LIST_LIMIT,
    });
    return inLanguage(ctx.db, 'careers', rows.map(toCareer), input.lang);
  }),

  byIdPublic: publicItemById('careers', 'Career', findCareerById, toCareer),

  list: adminProcedure.input(ZCareerListAdmin).query(async ({ ctx, input }) => {
    const rows = await findCareers(ctx.db, {
      category: input.category,
      q: input.q,
      limit: input.limit ?? 200,
    });
    return rows.map(toCareer);
  }),

  byId: adminItemById('career', 'Career', findCareerById, toCareer),

  create: adminProcedure.input(ZCareerInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const row = await createCareer(w.tx, toCareerRecord(input));
      await w.audit('career', row.id, 'create', row.title);
      await w.keepVersion('career', row.id, 'create');
      w.afterCommit(() => ctx.search.markChanged('career', row.id));
      return toCareer(row);
    }),
  ),

  update: adminProcedure.input(ZCareerUpdate).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const { id, ...fields } = input;
      const existing = await findCareerById(w.tx, id);
      const row = await updateCareer(w.tx, id, toCareerRecord(fields));
      if (!row) throw notFound('Career');
      await w.audit('career', row.id, 'update', `${row.title} — ${changedFields(input)}`);
      await w.keepVersion('career', row.id, 'update', existing);
      w.afterCommit(() => ctx.search.markChanged('career', row.id));
      return toCareer(row);
    }),
  ),

  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      await w.keepVersion('career', input.id, 'delete');
      if (!(await deleteCareer(w.tx, input.id))) throw notFound('Career');
      await w.audit('career', input.id, 'delete');
      w.afterCommit(() => ctx.search.markChanged('career', input.id));
    }),
  ),
};
