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
    const row = await ctx.write([], async (w) => {
      const created = await createSubcategory(w.tx, input.topCategory, input.name);
      await w.audit(
        'video_subcategory',
        created.id,
        'create',
        `${TOP_CATEGORY_LABELS[created.topCategory]}: ${created.name}`,
      );
      return created;
    });
    return toSubcategory(row);
  }),

  rename: adminProcedure.input(ZSubcategoryRename).mutation(async ({ ctx, input }) => {
    const row = await ctx.write([], async (w) => {
      const renamed = await renameSubcategory(w.tx, input.id, input.name);
      if (!renamed) throw notFound('Sub-category');
      await w.audit('video_subcategory', renamed.id, 'update', `renamed to ${renamed.name}`);
      return renamed;
    });
    // Videos carry their sub-category's name in search documents.
    ctx.search.markStale();
    return toSubcategory(row);
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    await ctx.write([], async (w) => {
      if (!(await deleteSubcategory(w.tx, input.id))) throw notFound('Sub-category');
      await w.audit('video_subcategory', input.id, 'delete');
    });
    ctx.search.markStale();
  }),
};
