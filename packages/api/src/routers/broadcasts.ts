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
import { stageImage } from '../services/uploads';
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
    const image = await stageImage(ctx.storage, input.image);
    return ctx.write([image], async (w) => {
      const row = await createBroadcast(w.tx, { ...toBroadcastRecord(input), imagePath: image.ref });
      await w.audit('broadcast', row.id, 'create', `${row.kind}: ${row.title}`);
      await w.keepVersion('broadcast', row.id, 'create');
      w.afterCommit(() => ctx.search.markChanged('broadcast', row.id));
      return toBroadcast(row);
    });
  }),

  update: adminProcedure.input(ZBroadcastUpdate).mutation(async ({ ctx, input }) => {
    // The image is optional on edit: without a new file the old one stays. A replaced image is kept
    // for the versions that refer to it (purged with them; see purgeExpiredVersions).
    const image = input.image ? await stageImage(ctx.storage, input.image) : null;
    return ctx.write([image], async (w) => {
      const existing = await findBroadcastById(w.tx, input.id);
      if (!existing) throw notFound('Broadcast');
      const imagePath = image ? image.ref : existing.imagePath;
      const row = await updateBroadcast(w.tx, input.id, { ...toBroadcastRecord(input), imagePath });
      if (!row) throw notFound('Broadcast');
      await w.audit('broadcast', row.id, 'update', `${row.title} — ${changedFields(input, ['id', 'image'])}`);
      await w.keepVersion('broadcast', row.id, 'update', existing);
      w.afterCommit(() => ctx.search.markChanged('broadcast', row.id));
      return toBroadcast(row);
    });
  }),

  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      // The last version holds the deleted row (its image stays with it), for a restore within 30 days.
      await w.keepVersion('broadcast', input.id, 'delete');
      const row = await deleteBroadcast(w.tx, input.id);
      if (!row) throw notFound('Broadcast');
      await w.audit('broadcast', input.id, 'delete', row.title);
      w.afterCommit(() => ctx.search.markChanged('broadcast', input.id));
    }),
  ),
};
