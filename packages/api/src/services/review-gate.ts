// The review gate (issue #25, docs/product.md "Review before publishing"), in one place: every write
// that keeps a version (create, update, restore, show/hide) passes through enforceReviewGate in its
// transaction, so tRPC and the REST door, and any later publish path, are held by the same rule.
import { createHash } from 'node:crypto';
import {
  type Database,
  findLatestValuesIf,
  findReviewDecisions,
  findReviewSettings,
  findVersionBefore,
  findVersions,
  markVersion,
  type ReviewDecisionRow,
  type ReviewSettingsRow,
  type VersionedEntity,
  type VersionRow,
  writeBackVersion,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import {
  CONTENT_TYPES,
  type FieldDefinition,
  kindOfEntity,
  type PublicRule,
  type ReviewKind,
  reviewedFields,
  type VersionedKind,
} from '../domain/content-types';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import type { ReviewDecisionRecord, ReviewStage, ReviewState } from '../domain/types';

/** The stages that gate a kind: none when the gate is off for it (no stages, or the kind not listed). */
export function gateStagesFor(settings: ReviewSettingsRow, kind: ReviewKind): ReviewStage[] {
  if (!settings.kinds.includes(kind)) return [];
  return settings.stages.map((s) => ({ id: s.id, name: s.name, signerIds: s.signerIds }));
}

const canonical = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v ?? null;
};

/**
 * SHA-256 of what the public sees of an item (reviewedFields: every field but the publication
 * controls), as canonical JSON: keys sorted, dates as ISO strings, absent as null. Two versions with
 * the same public content have the same hash, so an approval follows the content, not the save.
 */
export function contentHash(kind: VersionedKind, record: Record<string, unknown>): string {
  const fields: Record<string, FieldDefinition> = CONTENT_TYPES[kind].fields;
  // A field added after reviews were recorded counts once filled (FieldDefinition.addedAfterReviews).
  const signed = reviewedFields(kind).filter((f) => !(fields[f]?.addedAfterReviews && record[f] == null));
  return canonicalHash(Object.fromEntries(signed.map((f) => [f, record[f]])));
}

/** SHA-256 of these fields as canonical JSON (keys sorted, dates as ISO strings, absent as null). */
export const canonicalHash = (fields: Record<string, unknown>): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(fields)))
    .digest('hex');

/** Whether a record is published or scheduled: its public rule's column holds the public value. */
export function goesPublic(kind: VersionedKind, record: Record<string, unknown>): boolean {
  const rule: PublicRule = CONTENT_TYPES[kind].publicRule;
  return record[rule.column] === rule.is;
}

export const toDecisionRecord = (d: ReviewDecisionRow): ReviewDecisionRecord => ({
  reference: d.reference,
  kind: d.kind as ReviewKind,
  itemId: d.itemId,
  version: d.version,
  contentHash: d.contentHash,
  stageId: d.stageId,
  stageName: d.stageName,
  decision: d.decision,
  signerId: d.signerId,
  signerName: d.signerName,
  signerEmail: d.signerEmail,
  outside: d.outsideLinkId !== null,
  signedAt: d.signedAt.toISOString(),
  comment: d.comment,
});

/** Each stage's latest decision on this content (decisions newest first); null where none. */
export function stageDecisions(
  stages: ReviewStage[],
  decisions: ReviewDecisionRow[],
  hash: string,
): Map<number, ReviewDecisionRow | null> {
  return new Map(
    stages.map((s) => [s.id, decisions.find((d) => d.stageId === s.id && d.contentHash === hash) ?? null]),
  );
}

/** An item's review state from its stages, its decisions (newest first) and its current content's hash. */
export function buildReviewState(
  item: Pick<ReviewState, 'kind' | 'itemId' | 'pending' | 'version' | 'lastEditorId'>,
  stages: ReviewStage[],
  decisions: ReviewDecisionRow[],
  hash: string,
): ReviewState {
  const latest = stageDecisions(stages, decisions, hash);
  return {
    ...item,
    gated: stages.length > 0,
    ready: missingStages(stages, decisions, hash).length === 0,
    contentHash: hash,
    stages: stages.map((s) => {
      const d = latest.get(s.id);
      return { ...s, decision: d ? toDecisionRecord(d) : null };
    }),
    decisions: decisions.map(toDecisionRecord),
  };
}

/** What the review queue says of an item's stages: null when every stage approved this content. */
export function waitingStages(
  stages: ReviewStage[],
  decisions: ReviewDecisionRow[],
  hash: string,
): { waitingFor: string[]; changesRequestedBy: string[] } | null {
  const latest = stageDecisions(stages, decisions, hash);
  const missing = stages.filter((s) => latest.get(s.id)?.decision !== 'approve');
  if (!missing.length) return null;
  return {
    waitingFor: missing.map((s) => s.name),
    changesRequestedBy: missing.filter((s) => latest.get(s.id)?.decision === 'changes').map((s) => s.name),
  };
}

/** The stages that have not approved this content. */
export function missingStages(
  stages: ReviewStage[],
  decisions: ReviewDecisionRow[],
  hash: string,
): ReviewStage[] {
  const latest = stageDecisions(stages, decisions, hash);
  return stages.filter((s) => latest.get(s.id)?.decision !== 'approve');
}

/** The action that marks a version as pending changes: kept, awaiting approval, not on the site. */
export const PENDING_ACTION = 'pending';

/** An item's pending changes: its latest version, when that version was kept as pending. */
export function pendingVersionOf(versions: VersionRow[]): VersionRow | null {
  const last = versions.at(-1);
  return last?.action === PENDING_ACTION ? last : null;
}

/**
 * An item's row as the admin edits it: with its pending changes over the live values when it has
 * any (the form edits what waits for review; the site keeps the live row).
 */
export async function withPendingChanges<T extends { id: number }>(
  db: Database,
  entity: VersionedEntity,
  row: T,
): Promise<T> {
  const values = await findLatestValuesIf(db, entity, row.id, PENDING_ACTION);
  return values ? ({ ...row, ...values } as T) : row;
}

/**
 * The gate on a save that keeps a version. A save that would publish or schedule content not
 * approved by every stage is refused (409, naming the missing stages) and the caller's transaction
 * rolls back, with one exception: when the item was public before the save, the edit is kept as
 * pending changes instead. Its version is marked pending and the item's row is put back as the
 * public last saw it, so the site keeps showing the approved version until the pending one is
 * approved and published (publishPendingChanges). A save that leaves an already public item's
 * public content as it was passes (an item published before the gate was switched on can still be
 * re-saved or hidden). Gate off: one read of the settings, and the save goes on exactly as before.
 */
export async function enforceReviewGate(
  tx: Database,
  version: VersionRow,
  before?: object,
): Promise<'live' | 'pending'> {
  if (version.action === 'delete' || version.action === 'earlier') return 'live';
  const kind = kindOfEntity(version.entity);
  if (!goesPublic(kind, version.record)) return 'live';
  const stages = gateStagesFor(await findReviewSettings(tx), kind);
  if (!stages.length) return 'live';
  const hash = contentHash(kind, version.record);
  // What the public saw before this save: the row as the write found it when the caller passed it,
  // else the last version that went live (pending ones never did).
  const previous = before
    ? { ...version, record: before as Record<string, unknown> }
    : await findVersionBefore(tx, version, PENDING_ACTION);
  const wasPublic = !!previous && goesPublic(kind, previous.record);
  if (wasPublic && contentHash(kind, previous.record) === hash) return 'live';
  const missing = missingStages(stages, await findReviewDecisions(tx, kind, version.entityId), hash);
  if (!missing.length) return 'live';
  if (wasPublic) {
    await markVersion(tx, version.id, PENDING_ACTION);
    await writeBackVersion(tx, previous);
    return 'pending';
  }
  throw missingError(missing);
}

export const missingError = (missing: ReviewStage[]) =>
  new TRPCError({ code: 'CONFLICT', message: REVIEW_MESSAGES.reviewMissing(missing.map((s) => s.name)) });

/**
 * Puts an item's pending changes on the site: refused (409) when it has none, or when a stage has
 * not approved them (naming the stages). Call it in an admin write; the version it keeps passes the
 * gate because every stage approved its content.
 */
export async function publishPendingChanges(
  tx: Database,
  kind: VersionedKind,
  id: number,
  keep: () => Promise<void>,
): Promise<void> {
  const entity = CONTENT_TYPES[kind].entity;
  const pending = pendingVersionOf(await findVersions(tx, entity, id));
  if (!pending) throw new TRPCError({ code: 'CONFLICT', message: REVIEW_MESSAGES.reviewNoPending });
  const stages = gateStagesFor(await findReviewSettings(tx), kind);
  const decisions = await findReviewDecisions(tx, kind, id);
  const missing = missingStages(stages, decisions, contentHash(kind, pending.record));
  if (missing.length) throw missingError(missing);
  await writeBackVersion(tx, pending);
  await keep();
}
