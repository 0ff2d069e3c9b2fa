import {
  createVideo,
  deleteVideo,
  findSubcategoryById,
  findVideoById,
  findVideos,
  updateVideo,
  type VideoRow,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import type { Video } from '../domain/types';
import { youtubeThumbnail } from '../domain/youtube';
import { ZIdInput } from '../schemas/common';
import { ZVideoInput, ZVideoListAdmin, ZVideoListPublic, ZVideoUpdate } from '../schemas/videos';
import {
  type ApiContext,
  adminProcedure,
  badRequest,
  changedFields,
  isoOf,
  notFound,
  publicProcedure,
} from '../trpc';

const PUBLIC_LIMIT = 100;

export function toVideo(v: VideoRow): Video {
  return {
    id: v.id,
    title: v.title,
    topCategory: v.topCategory,
    subCategoryId: v.subCategoryId,
    subCategoryName: v.subCategoryName,
    youtubeUrl: v.youtubeUrl,
    srcUrl: v.srcUrl,
    thumbnailUrl: v.thumbnailUrl || youtubeThumbnail(v.youtubeUrl),
    status: v.status,
    description: v.description,
    createdAt: isoOf(v.createdAt),
    updatedAt: isoOf(v.updatedAt),
  };
}

async function toVideoRecord(ctx: ApiContext, input: z.output<typeof ZVideoInput>) {
  if (input.subCategoryId) {
    const sub = await findSubcategoryById(ctx.db, input.subCategoryId);
    if (!sub || sub.topCategory !== input.topCategory) throw badRequest(MESSAGES.invalidSubCategory);
  }
  return {
    title: input.title,
    topCategory: input.topCategory,
    subCategoryId: input.subCategoryId,
    youtubeUrl: input.youtubeUrl,
    srcUrl: input.srcUrl,
    // Blank means "YouTube's": derived when read (toVideo), so a new link brings its own picture.
    thumbnailUrl: input.thumbnailUrl,
    status: input.status,
    description: input.description,
  };
}

export const videosRouter = {
  listPublic: publicProcedure.input(ZVideoListPublic).query(async ({ ctx, input }) => {
    // Staff cannot file a video under the public site's Others tab, so it is always empty.
    if (input.topCategory === 'others') return [];
    const rows = await findVideos(ctx.db, {
      topCategory: input.topCategory,
      subCategoryId: input.subCategoryId ?? undefined,
      publicOnly: true,
      limit: input.limit ?? PUBLIC_LIMIT,
    });
    return rows.map(toVideo);
  }),

  /** One public video (its own page, /videos/{id}-{slug}). */
  byIdPublic: publicProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findVideoById(ctx.db, input.id, { publicOnly: true });
    if (!row) throw notFound('Video');
    return toVideo(row);
  }),

  list: adminProcedure.input(ZVideoListAdmin).query(async ({ ctx, input }) => {
    if (input.topCategory === 'others') return [];
    const rows = await findVideos(ctx.db, {
      topCategory: input.topCategory,
      subCategoryId: input.subCategoryId ?? undefined,
      q: input.q,
      limit: input.limit ?? 200,
    });
    return rows.map(toVideo);
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findVideoById(ctx.db, input.id);
    if (!row) throw notFound('Video');
    return toVideo(row);
  }),

  create: adminProcedure.input(ZVideoInput).mutation(async ({ ctx, input }) => {
    const row = await createVideo(ctx.db, await toVideoRecord(ctx, input));
    await ctx.audit('video', row.id, 'create', row.title);
    ctx.search.markChanged('video', row.id);
    return toVideo(row);
  }),

  update: adminProcedure.input(ZVideoUpdate).mutation(async ({ ctx, input }) => {
    const row = await updateVideo(ctx.db, input.id, await toVideoRecord(ctx, input));
    if (!row) throw notFound('Video');
    await ctx.audit('video', row.id, 'update', `${row.title} — ${changedFields(input)}`);
    ctx.search.markChanged('video', row.id);
    return toVideo(row);
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteVideo(ctx.db, input.id))) throw notFound('Video');
    await ctx.audit('video', input.id, 'delete');
    ctx.search.markChanged('video', input.id);
  }),
};
