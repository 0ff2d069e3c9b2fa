import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { CONTENT_TYPES, type ContentKind, type PublicRule, type VersionedEntity } from '../content-types';
import { contentVersions, reviewDecisions, reviewLinks, reviewSettings, reviewStages } from '../schema';
import { CONTENT_TABLES } from './content-tables';

export type ReviewStageRow = typeof reviewStages.$inferSelect;
export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;
export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
export type ReviewSettingsRow = {
  stages: ReviewStageRow[];
  kinds: string[];
  authorMayApprove: boolean;
};

/** The gate's settings; none stored yet reads as the default: no stages, no kinds, authors may not sign. */
export async function findReviewSettings(db: Database): Promise<ReviewSettingsRow> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.id, 1));
  const stages = await db
    .select()
    .from(reviewStages)
    .orderBy(asc(reviewStages.position), asc(reviewStages.id));
  return { stages, kinds: row?.kinds ?? [], authorMayApprove: row?.authorMayApprove ?? false };
}

/**
 * Replaces the settings. A stage given with an `id` keeps it (and so its decisions); one without is
 * added; a stored stage not given is removed (its past decisions stay, named as they were signed).
 */
export async function saveReviewSettings(
  db: Database,
  s: {
    stages: { id?: number; name: string; signerIds: number[] }[];
    kinds: string[];
    authorMayApprove: boolean;
  },
): Promise<void> {
  const kept = s.stages.flatMap((st) => (st.id === undefined ? [] : [st.id]));
  await db.delete(reviewStages).where(kept.length ? notInArray(reviewStages.id, kept) : sql`true`);
  for (const [position, st] of s.stages.entries()) {
    const values = { position, name: st.name, signerIds: st.signerIds };
    if (st.id === undefined) await db.insert(reviewStages).values(values);
    else await db.update(reviewStages).set(values).where(eq(reviewStages.id, st.id));
  }
  await db
    .insert(reviewSettings)
    .values({ id: 1, kinds: s.kinds, authorMayApprove: s.authorMayApprove })
    .onConflictDoUpdate({
      target: reviewSettings.id,
      set: { kinds: s.kinds, authorMayApprove: s.authorMayApprove, updatedAt: new Date() },
    });
}

/** Which of these stage ids exist. */
export async function findStageIds(db: Database, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: reviewStages.id })
    .from(reviewStages)
    .where(inArray(reviewStages.id, ids));
  return rows.map((r) => r.id);
}

/** An item's decisions, newest first. */
export function findReviewDecisions(
  db: Database,
  kind: string,
  itemId: number,
): Promise<ReviewDecisionRow[]> {
  return db
    .select()
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.kind, kind), eq(reviewDecisions.itemId, itemId)))
    .orderBy(desc(reviewDecisions.id));
}

/** Every decision, oldest first (the audit export). */
export function findAllReviewDecisions(db: Database, limit = 10_000): Promise<ReviewDecisionRow[]> {
  return db.select().from(reviewDecisions).orderBy(asc(reviewDecisions.id)).limit(limit);
}

/**
 * Records a decision. Its reference is the signing year and the next number of review_reference_seq
 * (MS-REV-2026-0042; more digits once past 9999), made in the same statement so it cannot be reused.
 */
export async function recordReviewDecision(
  db: Database,
  // What the signer decided on; the reference and the signing time are the database's.
  d: Omit<typeof reviewDecisions.$inferInsert, 'id' | 'reference' | 'signedAt'> & { comment: string },
): Promise<ReviewDecisionRow> {
  const reference = sql<string>`(select 'MS-REV-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' ||
    lpad(n::text, greatest(4, length(n::text)), '0') from (select nextval('review_reference_seq') as n) s)`;
  const [row] = await db
    .insert(reviewDecisions)
    .values({ ...d, reference })
    .returning();
  return row!;
}

/**
 * The rows of a kind that are not published or scheduled (its public rule's column does not hold the
 * public value), most recently changed first: what may be waiting for review.
 */
export async function findUnpublishedRows(
  db: Database,
  kind: ContentKind,
  limit = 200,
): Promise<Record<string, unknown>[]> {
  const table = CONTENT_TABLES[kind];
  const rule: PublicRule = CONTENT_TYPES[kind].publicRule;
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const column = columns[rule.column]!;
  const rows = await db
    .select()
    .from(table)
    .where(or(ne(column, rule.is), isNull(column)))
    .orderBy(desc(columns.updatedAt!))
    .limit(limit);
  return rows as Record<string, unknown>[];
}

/** The latest version of each of these items: who saved it, and when. */
export async function findLatestSaves(
  db: Database,
  entity: VersionedEntity,
  ids: number[],
): Promise<Map<number, { adminEmail: string; createdAt: Date }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([contentVersions.entityId], {
      entityId: contentVersions.entityId,
      adminEmail: contentVersions.adminEmail,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), inArray(contentVersions.entityId, ids)))
    .orderBy(contentVersions.entityId, desc(contentVersions.id));
  return new Map(rows.map((r) => [r.entityId, r]));
}

/** The decisions on these items of a kind, newest first. */
export function findDecisionsOf(db: Database, kind: string, ids: number[]): Promise<ReviewDecisionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.kind, kind), inArray(reviewDecisions.itemId, ids)))
    .orderBy(desc(reviewDecisions.id));
}

/** The items of a kind whose latest version was kept with this action (pending changes), oldest first. */
export async function findItemsLatestAs(
  db: Database,
  entity: VersionedEntity,
  action: string,
  limit = 200,
): Promise<(typeof contentVersions.$inferSelect)[]> {
  const latest = await db
    .selectDistinctOn([contentVersions.entityId])
    .from(contentVersions)
    .where(eq(contentVersions.entity, entity))
    .orderBy(contentVersions.entityId, desc(contentVersions.id));
  return latest
    .filter((v) => v.action === action)
    .sort((a, b) => a.id - b.id)
    .slice(0, limit);
}

/** Stores an outside reviewer's link (its token and code already hashed). */
export async function createReviewLink(
  db: Database,
  link: Omit<
    typeof reviewLinks.$inferInsert,
    'id' | 'createdAt' | 'revokedAt' | 'usedAt' | 'decisionReference'
  >,
): Promise<ReviewLinkRow> {
  const [row] = await db.insert(reviewLinks).values(link).returning();
  return row!;
}

/** The link whose token hashes to this, if any. */
export async function findReviewLinkByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.tokenHash, tokenHash));
  return row;
}

/** An item's outside review links, newest first. */
export function findReviewLinks(db: Database, kind: string, itemId: number): Promise<ReviewLinkRow[]> {
  return db
    .select()
    .from(reviewLinks)
    .where(and(eq(reviewLinks.kind, kind), eq(reviewLinks.itemId, itemId)))
    .orderBy(desc(reviewLinks.id));
}

/** Revokes a link not yet revoked; the link as it now stands (undefined: no such link). */
export async function revokeReviewLink(db: Database, id: number): Promise<ReviewLinkRow | undefined> {
  await db
    .update(reviewLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.revokedAt)));
  const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, id));
  return row;
}

/**
 * Spends a link on its decision: only a link neither used nor revoked is (so two posts of one link
 * cannot both sign); false when another got there first.
 */
export async function spendReviewLink(db: Database, id: number, reference: string): Promise<boolean> {
  const rows = await db
    .update(reviewLinks)
    .set({ usedAt: new Date(), decisionReference: reference })
    .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.usedAt), isNull(reviewLinks.revokedAt)))
    .returning({ id: reviewLinks.id });
  return rows.length === 1;
}
