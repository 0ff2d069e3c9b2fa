import {
  createBroadcast,
  deleteBroadcast,
  findBroadcastById,
  findBroadcasts,
  updateBroadcast,
} from '@manovo/db/queries';
import type { z } from 'zod';
import {
  IMAGE_REQUIRED,
  ZBroadcastListAdminSchema,
  ZBroadcastListPublicSchema,
  ZBroadcastUpdateSchema,
  ZBroadcastWriteSchema,
} from '../schemas/broadcasts';
import { ZIdInput } from '../schemas/common';
import { sanitizeRichHtml } from '../services/sanitize';
import { storeImage } from '../services/uploads';
import { adminProcedure, badRequest, changedFields, notFound, publicProcedure } from '../trpc';
import { toBroadcastWire } from '../wire';

function toBroadcastRecord(input: z.output<typeof ZBroadcastWriteSchema>) {
  return {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    body: sanitizeRichHtml(input.body),
    status: input.status,
    // Spec §3: social_source only applies to social posts.
    socialSource: input.kind === 'social' ? input.social_source || null : null,
    linkUrl: input.link_url,
    tag: input.tag,
    ...(input.publish_at !== undefined && { publishAt: input.publish_at }),
    ...(input.posted_at !== undefined && { postedAt: input.posted_at }),
  };
}

export const broadcastsRouter = {
  listPublic: publicProcedure.input(ZBroadcastListPublicSchema).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, { kind: input.category, publicOnly: true, limit: input.limit });
    return { ok: true as const, items: rows.map(toBroadcastWire) };
  }),

  byIdPublic: publicProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findBroadcastById(ctx.db, input.id, { publicOnly: true });
    if (!row) throw notFound('Broadcast');
    return { ok: true as const, item: toBroadcastWire(row) };
  }),

  list: adminProcedure.input(ZBroadcastListAdminSchema).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, { kind: input.kind, q: input.q, limit: input.limit });
    return { items: rows.map(toBroadcastWire) };
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findBroadcastById(ctx.db, input.id);
    if (!row) throw notFound('Broadcast');
    return { ok: true as const, item: toBroadcastWire(row) };
  }),

  create: adminProcedure.input(ZBroadcastWriteSchema).mutation(async ({ ctx, input }) => {
    if (!input.image) throw badRequest(IMAGE_REQUIRED);
    const imagePath = await storeImage(ctx.storage, input.image);
    const row = await createBroadcast(ctx.db, { ...toBroadcastRecord(input), imagePath });
    await ctx.audit('broadcast', row.id, 'create', `${row.kind}: ${row.title}`);
    ctx.search.markChanged('broadcast', row.id);
    return { ok: true as const, item: toBroadcastWire(row) };
  }),

  update: adminProcedure.input(ZBroadcastUpdateSchema).mutation(async ({ ctx, input }) => {
    const existing = await findBroadcastById(ctx.db, input.id);
    if (!existing) throw notFound('Broadcast');
    // The image is optional on edit: without a new file the old one stays.
    const imagePath = input.image ? await storeImage(ctx.storage, input.image) : existing.imagePath;
    const row = await updateBroadcast(ctx.db, input.id, { ...toBroadcastRecord(input), imagePath });
    if (!row) throw notFound('Broadcast');
    if (input.image && existing.imagePath) await ctx.storage.deleteImage(existing.imagePath);
    await ctx.audit('broadcast', row.id, 'update', `${row.title} — ${changedFields(input, ['id', 'image'])}`);
    ctx.search.markChanged('broadcast', row.id);
    return { ok: true as const, item: toBroadcastWire(row) };
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    const row = await deleteBroadcast(ctx.db, input.id);
    if (!row) throw notFound('Broadcast');
    if (row.imagePath) await ctx.storage.deleteImage(row.imagePath);
    await ctx.audit('broadcast', input.id, 'delete', row.title);
    ctx.search.markChanged('broadcast', input.id);
    return { ok: true as const };
  }),
};
