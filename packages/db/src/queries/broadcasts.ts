import { and, desc, eq, gt, ilike, min, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { broadcasts } from '../schema';
import type { BroadcastKind } from '../schema/values';
import { itemById } from './item-by-id';
import { type ItemWrite, itemWrites } from './item-writes';
import { type ItemListFilter, isPublicBroadcast, likePattern } from './visibility';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type BroadcastWrite = ItemWrite<typeof broadcasts>;
export type BroadcastFilter = ItemListFilter & {
  kind?: BroadcastKind;
};

// Newest first by the date a visitor sees: posted, else scheduled, else created.
const shownDate = sql`coalesce(${broadcasts.postedAt}, ${broadcasts.publishAt}, ${broadcasts.createdAt})`;

export function findBroadcasts(db: Database, f: BroadcastFilter): Promise<BroadcastRow[]> {
  const where: (SQL | undefined)[] = [];
  if (f.kind) where.push(eq(broadcasts.kind, f.kind));
  if (f.q)
    where.push(or(ilike(broadcasts.title, likePattern(f.q)), ilike(broadcasts.summary, likePattern(f.q))));
  if (f.publicOnly) where.push(isPublicBroadcast());
  return db
    .select()
    .from(broadcasts)
    .where(and(...where))
    .orderBy(desc(shownDate), desc(broadcasts.id))
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

export const findBroadcastById = itemById(broadcasts, isPublicBroadcast);

/** The earliest future publish time of a published broadcast, so search can refresh then. */
export async function findNextScheduledPublish(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(broadcasts.publishAt) })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, 'published'), gt(broadcasts.publishAt, sql`now()`)));
  const next = row?.next;
  return next ? new Date(next) : null;
}

const writes = itemWrites(broadcasts);
export const createBroadcast = writes.create;
export const updateBroadcast = writes.update;
export const deleteBroadcast = writes.remove;
