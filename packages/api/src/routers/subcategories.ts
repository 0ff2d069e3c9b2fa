import {
  createSubcategory,
  deleteSubcategory,
  findSubcategories,
  renameSubcategory,
  type SubcategoryRow,
} from '@manovo/db/queries';
import type { PublicTopCategory } from '../domain/constants';
import { TOP_CATEGORY_LABELS } from '../domain/labels';
import type { VideoSubcategory } from '../domain/types';
import { ZIdInput } from '../schemas/common';
import { ZSubcategoryCreate, ZSubcategoryList, ZSubcategoryRename } from '../schemas/videos';
import { type ApiContext, adminProcedure, notFound, publicProcedure } from '../trpc';

// Others is a public tab without sub-categories of its own.
const listFor = async (ctx: ApiContext, topCategory: PublicTopCategory | undefined) =>
  topCategory === 'others' ? [] : (await findSubcategories(ctx.db, topCategory)).map(toSubcategory);

export const toSubcategory = (s: SubcategoryRow): VideoSubcategory => ({
  id: s.id,
  name: s.name,
  topCategory: s.topCategory,
});

export const subcategoriesRouter = {
  listPublic: publicProcedure
    .input(ZSubcategoryList)
    .query(({ ctx, input }) => listFor(ctx, input.topCategory)),

  list: adminProcedure.input(ZSubcategoryList).query(({ ctx, input }) => listFor(ctx, input.topCategory)),

  create: adminProcedure.input(ZSubcategoryCreate).mutation(async ({ ctx, input }) => {
    const row = await createSubcategory(ctx.db, input.topCategory, input.name);
    await ctx.audit(
      'video_subcategory',
      row.id,
      'create',
      `${TOP_CATEGORY_LABELS[row.topCategory]}: ${row.name}`,
    );
    return toSubcategory(row);
  }),

  rename: adminProcedure.input(ZSubcategoryRename).mutation(async ({ ctx, input }) => {
    const row = await renameSubcategory(ctx.db, input.id, input.name);
    if (!row) throw notFound('Sub-category');
    await ctx.audit('video_subcategory', row.id, 'update', `renamed to ${row.name}`);
    // Videos carry their sub-category's name in search documents.
    ctx.search.markStale();
    return toSubcategory(row);
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteSubcategory(ctx.db, input.id))) throw notFound('Sub-category');
    await ctx.audit('video_subcategory', input.id, 'delete');
    ctx.search.markStale();
  }),
};
