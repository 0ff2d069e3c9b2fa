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
import { sanitizeRichHtml } from '../services/sanitize';
import { inLanguage } from '../services/translations';
import { imageDetailsOf, imageFileOf, imageOf, stageImage } from '../services/uploads';
import { adminProcedure, badRequest, changedFields, isoOf, isoOrNull, publicProcedure } from '../trpc';
import { adminItemById, publicItemById } from './item-reads';
import { recordItemSave, searchedItemDelete, updateWithImage } from './item-writes';

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
    ...imageOf(b),
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
    // Absent leaves the stored value as it is (alt text, focal point, dates); null clears a date.
    ...imageDetailsOf(input),
    ...(input.publishAt !== undefined && { publishAt: input.publishAt ? new Date(input.publishAt) : null }),
    ...(input.postedAt !== undefined && { postedAt: input.postedAt ? new Date(input.postedAt) : null }),
  };
}

const BROADCAST_ROWS = { label: 'Broadcast', find: findBroadcastById, update: updateBroadcast };

export const broadcastsRouter = {
  listPublic: publicProcedure.input(ZBroadcastListPublic).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, {
      kind: input.kind,
      publicOnly: true,
      limit: input.limit ?? BROADCAST_LIST_LIMIT,
    });
    return inLanguage(ctx.db, 'broadcasts', rows.map(toBroadcast), input.lang);
  }),

  byIdPublic: publicItemById('news', 'Broadcast', findBroadcastById, toBroadcast),

  list: adminProcedure.input(ZBroadcastListAdmin).query(async ({ ctx, input }) => {
    const rows = await findBroadcasts(ctx.db, { kind: input.kind, q: input.q, limit: input.limit ?? 200 });
    return rows.map(toBroadcast);
  }),

  byId: adminItemById('broadcast', 'Broadcast', findBroadcastById, toBroadcast),

  create: adminProcedure.input(ZBroadcastCreate).mutation(async ({ ctx, input }) => {
    if (!input.image) throw badRequest(MESSAGES.imageRequired);
    // Alt text is asked for by the admin form, not here: the REST door runs this procedure and the spec's
    // calls have no alt field. An image stored without one is listed as needing it (needsAltText).
    const image = await stageImage(ctx.storage, input.image);
    return ctx.write([image], async (w) => {
      const row = await createBroadcast(w.tx, { ...toBroadcastRecord(input), ...imageFileOf(image) });
      const summary = `${BROADCAST_KIND_LABELS[row.kind]}: ${row.title}`;
      await recordItemSave(w, ctx.search, 'broadcast', { id: row.id, action: 'create', summary });
      return toBroadcast(row);
    });
  }),

  update: adminProcedure.input(ZBroadcastUpdate).mutation(({ ctx, input }) =>
    updateWithImage(ctx, input, BROADCAST_ROWS, toBroadcastRecord(input), async (w, row, existing) => {
      const summary = `${row.title} — ${changedFields(input, ['id', 'image'])}`;
      await recordItemSave(w, ctx.search, 'broadcast', {
        id: row.id,
        action: 'update',
        summary,
        before: existing,
      });
      return toBroadcast(row);
    }),
  ),

  delete: searchedItemDelete('broadcast', 'Broadcast', deleteBroadcast, (row) => row.title),
};
