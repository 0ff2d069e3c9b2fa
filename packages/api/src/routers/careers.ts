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
import { sanitizeRichHtml } from '../services/sanitize';
import { inLanguage } from '../services/translations';
import { adminProcedure, changedFields, isoOf, notFound, publicProcedure } from '../trpc';
import { adminItemById, publicItemById } from './item-reads';
import { recordItemSave, searchedItemDelete } from './item-writes';

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
      await recordItemSave(w, ctx.search, 'career', { id: row.id, action: 'create', summary: row.title });
      return toCareer(row);
    }),
  ),

  update: adminProcedure.input(ZCareerUpdate).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const { id, ...fields } = input;
      const existing = await findCareerById(w.tx, id);
      const row = await updateCareer(w.tx, id, toCareerRecord(fields));
      if (!row) throw notFound('Career');
      const summary = `${row.title} — ${changedFields(input)}`;
      await recordItemSave(w, ctx.search, 'career', {
        id: row.id,
        action: 'update',
        summary,
        before: existing,
      });
      return toCareer(row);
    }),
  ),

  delete: searchedItemDelete('career', 'Career', deleteCareer),
};
