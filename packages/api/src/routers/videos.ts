import {
  createVideo,
  deleteVideo,
  findSubcategoryById,
  findVideoById,
  findVideos,
  updateVideo,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { ZIdInput } from '../schemas/common';
import {
  type TVideoWrite,
  ZVideoListAdminSchema,
  ZVideoListPublicSchema,
  ZVideoUpdateSchema,
  ZVideoWriteSchema,
} from '../schemas/videos';
import { youtubeThumbnail } from '../schemas/youtube';
import {
  type ApiContext,
  adminProcedure,
  badRequest,
  changedFields,
  notFound,
  publicProcedure,
} from '../trpc';
import { toVideoWire } from '../wire';

type VideoInput = z.output<typeof ZVideoWriteSchema>;

async function toVideoRecord(ctx: ApiContext, input: VideoInput) {
  if (input.sub_category_id) {
    const sub = await findSubcategoryById(ctx.db, input.sub_category_id);
    if (!sub || sub.topCategory !== input.top_category) throw badRequest('Invalid sub-category');
  }
  return {
    title: input.title,
    topCategory: input.top_category,
    subCategoryId: input.sub_category_id ?? null,
    youtubeUrl: input.youtube_url,
    srcUrl: input.src_url,
    // Spec §5: an empty thumbnail defaults to the one derived from the YouTube id.
    thumbnailUrl: input.thumbnail_url || youtubeThumbnail(input.youtube_url),
    status: input.status,
    description: input.description,
  };
}

export type { TVideoWrite };

export const videosRouter = {
  listPublic: publicProcedure.input(ZVideoListPublicSchema).query(async ({ ctx, input }) => {
    const rows = await findVideos(ctx.db, {
      topCategory: input.top_category,
      subCategoryId: input.sub_category ?? undefined,
      publicOnly: true,
      limit: input.limit,
    });
    return { items: rows.map(toVideoWire) };
  }),

  list: adminProcedure.input(ZVideoListAdminSchema).query(async ({ ctx, input }) => {
    const rows = await findVideos(ctx.db, {
      topCategory: input.top_category,
      subCategoryId: input.sub_category ?? undefined,
      q: input.q,
      limit: input.limit,
    });
    return { items: rows.map(toVideoWire) };
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findVideoById(ctx.db, input.id);
    if (!row) throw notFound('Video');
    return { item: toVideoWire(row) };
  }),

  create: adminProcedure.input(ZVideoWriteSchema).mutation(async ({ ctx, input }) => {
    const row = await createVideo(ctx.db, await toVideoRecord(ctx, input));
    await ctx.audit('video', row.id, 'create', row.title);
    ctx.search.markChanged('video', row.id);
    return { ok: true as const, item: toVideoWire(row) };
  }),

  update: adminProcedure.input(ZVideoUpdateSchema).mutation(async ({ ctx, input }) => {
    const row = await updateVideo(ctx.db, input.id, await toVideoRecord(ctx, input));
    if (!row) throw notFound('Video');
    await ctx.audit('video', row.id, 'update', `${row.title} — ${changedFields(input)}`);
    ctx.search.markChanged('video', row.id);
    return { ok: true as const, item: toVideoWire(row) };
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteVideo(ctx.db, input.id))) throw notFound('Video');
    await ctx.audit('video', input.id, 'delete');
    ctx.search.markChanged('video', input.id);
    return { ok: true as const };
  }),
};
