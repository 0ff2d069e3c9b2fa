import {
  createVideo,
  type Database,
  deleteVideo,
  findItemRow,
  findSubcategoryById,
  findVideoById,
  findVideos,
  updateVideo,
  type VideoRow,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import type { Video } from '../domain/types';
import { youtubeThumbnail } from '../domain/youtube';
import { ZVideoInput, ZVideoListAdmin, ZVideoListPublic, ZVideoUpdate } from '../schemas/videos';
import { inLanguage } from '../services/translations';
import { adminProcedure, badRequest, changedFields, isoOf, notFound, publicProcedure } from '../trpc';
import { adminItemById, publicItemById } from './item-reads';
import { recordItemSave, searchedItemDelete } from './item-writes';

const PUBLIC_LIMIT = 100;

// The raw row (without the joined sub-category name): what a version keeps.
const findVideoRow = (db: Database, id: number) => findItemRow(db, 'video', id);

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
    durationSeconds: v.durationSeconds,
    createdAt: isoOf(v.createdAt),
    updatedAt: isoOf(v.updatedAt),
  };
}

async function toVideoRecord(db: Database, input: z.output<typeof ZVideoInput>) {
  if (input.subCategoryId) {
    const sub = await findSubcategoryById(db, input.subCategoryId);
    // An id naming no sub-category is well-formed input about nothing: 422, not a malformed request's
    // 400. One of another top category stays the 400 it has always been (a rule across two fields).
    if (!sub) throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: MESSAGES.invalidSubCategory });
    if (sub.topCategory !== input.topCategory) throw badRequest(MESSAGES.invalidSubCategory);
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
    durationSeconds: input.durationSeconds,
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
    return inLanguage(ctx.db, 'videos', rows.map(toVideo), input.lang);
  }),

  byIdPublic: publicItemById('videos', 'Video', findVideoById, toVideo),

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

  byId: adminItemById('video', 'Video', findVideoById, toVideo),

  create: adminProcedure.input(ZVideoInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const row = await createVideo(w.tx, await toVideoRecord(w.tx, input));
      await recordItemSave(w, ctx.search, 'video', { id: row.id, action: 'create', summary: row.title });
      return toVideo(row);
    }),
  ),

  update: adminProcedure.input(ZVideoUpdate).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const existing = await findVideoRow(w.tx, input.id);
      const row = await updateVideo(w.tx, input.id, await toVideoRecord(w.tx, input));
      if (!row) throw notFound('Video');
      const summary = `${row.title} — ${changedFields(input)}`;
      await recordItemSave(w, ctx.search, 'video', {
        id: row.id,
        action: 'update',
        summary,
        before: existing,
        after: row,
      });
      return toVideo(row);
    }),
  ),

  delete: searchedItemDelete('video', 'Video', deleteVideo),
};
