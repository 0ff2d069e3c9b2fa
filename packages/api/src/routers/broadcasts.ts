import {
  type BroadcastRow,
  createBroadcast,
  deleteBroadcast,
  findBroadcastById,
  findBroadcasts,
  updateBroadcast,
} from '@manovo/db/queries';
import type { z } from 'zod';
import { BROADCAST_LIST_LIMIT } from '../domain/constants';
import { BROADCAST_KIND_LABELS } from '../domain/labels';
import { MESSAGES } from '../domain/messages';
import type { Broadcast } from '../domain/types';
import {
  ZBroadcastCreate,
  type ZBroadcastFields,
  ZBroadcastListAdmin,
  ZBroadcastListPublic,
  ZBroadcastUpdate,
} from '../schemas/broadcasts';
import { ZIdInput } from '../schemas/common';
import { sanitizeRichHtml } from '../services/sanitize';
import { storeImage } from '../services/uploads';
import {
  adminProcedure,
  badRequest,
  changedFields,
  isoOf,
  isoOrNull,
  notFound,
  publicProcedure,
} from '../trpc';

export function toBroadcast(b: BroadcastRow): Broadcast {
  return {
    id: b.id,
    kind: b.kind,
    title: b.title,
    summary: b.summary,
    body: b.body,
    status: b.status,
    publishAt: isoOrNull(b.publishAt),
    postedAt: isoOrNull(b.postedAt),
    createdAt: isoOf(b.createdAt),
    updatedAt: isoOf(b.updatedAt),
    socialSource: b.socialSource,
    linkUrl: b.linkUrl,
    imageUrl: b.imagePath,
    tag: b.tag,
  };
}

function toBroadcastRecord(input: z.output<typeof ZBroadcastFields>) {
  return {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    body: sanitizeRichHtml(input.body),
    status: input.status,
    // Only social posts name their network.
    socialSource: input.kind === 'social' && input.socialSource ? input.socialSource : null,
    linkUrl: input.linkUrl,
    tag: input.tag,
    // Absent leaves the stored date as it is; null clears it.
    ...(input.publishAt !== undefined && { publishAt: input.publishAt ? new Date(input.publishAt) : null }),
    ...(input.postedAt !== undefined && { postedAt: input.postedAt ? new Date(input.postedAt) : null }),
  };
}

export const broadcastsRouter = {
  listPublic: publicProcedure.input(ZBroadcastListPublic).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, {
      kind: input.kind,
      publicOnly: true,
      limit: input.limit ?? BROADCAST_LIST_LIMIT,
    });
    return rows.map(toBroadcast);
  }),

  byIdPublic: publicProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findBroadcastById(ctx.db, input.id, { publicOnly: true });
    if (!row) throw notFound('Broadcast');
    return toBroadcast(row);
  }),

  list: adminProcedure.input(ZBroadcastListAdmin).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, { kind: input.kind, q: input.q, limit: input.limit ?? 200 });
    return rows.map(toBroadcast);
  }),

  byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findBroadcastById(ctx.db, input.id);
    if (!row) throw notFound('Broadcast');
    return toBroadcast(row);
  }),

  create: adminProcedure.input(ZBroadcastCreate).mutation(async ({ ctx, input }) => {
    if (!input.image) throw badRequest(MESSAGES.imageRequired);
    const imagePath = await storeImage(ctx.storage, input.image);
    const row = await createBroadcast(ctx.db, { ...toBroadcastRecord(input), imagePath });
    await ctx.audit('broadcast', row.id, 'create', `${BROADCAST_KIND_LABELS[row.kind]}: ${row.title}`);
    ctx.search.markChanged('broadcast', row.id);
    return toBroadcast(row);
  }),

  update: adminProcedure.input(ZBroadcastUpdate).mutation(async ({ ctx, input }) => {
    const existing = await findBroadcastById(ctx.db, input.id);
    if (!existing) throw notFound('Broadcast');
    // The image is optional on edit: without a new file the old one stays.
    const imagePath = input.image ? await storeImage(ctx.storage, input.image) : existing.imagePath;
    const row = await updateBroadcast(ctx.db, input.id, { ...toBroadcastRecord(input), imagePath });
    if (!row) throw notFound('Broadcast');
    if (input.image && existing.imagePath) await ctx.storage.deleteImage(existing.imagePath);
    await ctx.audit('broadcast', row.id, 'update', `${row.title} — ${changedFields(input, ['id', 'image'])}`);
    ctx.search.markChanged('broadcast', row.id);
    return toBroadcast(row);
  }),

  delete: adminProcedure.input(ZIdInput).mutation(async ({ ctx, input }) => {
    const row = await deleteBroadcast(ctx.db, input.id);
    if (!row) throw notFound('Broadcast');
    if (row.imagePath) await ctx.storage.deleteImage(row.imagePath);
    await ctx.audit('broadcast', input.id, 'delete', row.title);
    ctx.search.markChanged('broadcast', input.id);
  }),
};
