import {
  createSubcategory,
  deleteSubcategory,
  findSubcategories,
  renameSubcategory,
  type SubcategoryRow,
} from '@manovo/db/queries';
import { ZIdInput } from '../schemas/common';
import {
  ZSubcategoryCreateSchema,
  ZSubcategoryListSchema,
  ZSubcategoryRenameSchema,
} from '../schemas/videos';
import { adminProcedure, notFound, publicProcedure } from '../trpc';

const toWire = (s: SubcategoryRow) => ({ id: s.id, name: s.name, top_category: s.topCategory });

export const subcategoriesRouter = {
  listPublic: publicProcedure.input(ZSubcategoryListSchema).query(async ({ ctx, input }) => ({
    items: (await findSubcategories(ctx.db, input.top_category)).map(toWire),
  })),

  list: adminProcedure.input(ZSubcategoryListSchema).query(async ({ ctx, input }) => ({
    items: (await findSubcategories(ctx.db, input.top_category)).map(toWire),
  })),

  create: adminProcedure.input(ZSubcategoryCreateSchema).mutation(async ({ ctx, input }) => {
    const row = await createSubcategory(ctx.db, input.top_category, input.name);
    await ctx.audit('video_subcategory', row.id, 'create', `${row.topCategory}: ${row.name}`);
    return { ok: true as const, item: toWire(row) };
  }),

  update: adminProcedure.input(ZSubcategoryRenameSchema).mutation(async ({ ctx, input }) => {
    const row = await renameSubcategory(ctx.db, input.id, input.name);
    if (!row) throw notFound('Sub-category');
    await ctx.audit('video_subcategory', row.id, 'update', `renamed to ${row.name}`);
    ctx.search.markStale();
    return { ok: true as const, item: toWire(row) };
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteSubcategory(ctx.db, input.id))) throw notFound('Sub-category');
    await ctx.audit('video_subcategory', input.id, 'delete');
    ctx.search.markStale();
    return { ok: true as const };
  }),
};
