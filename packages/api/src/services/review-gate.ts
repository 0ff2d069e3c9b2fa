// The review gate (issue #25, docs/product.md "Review before publishing"), in one place: every write
// that keeps a version (create, update, restore, show/hide) passes through enforceReviewGate in its
// transaction, so tRPC and the REST door, and any later publish path, are held by the same rule.
import { createHash } from 'node:crypto';
import {
  type Database,
  findReviewDecisions,
  findReviewSettings,
  findVersionBefore,
  type ReviewDecisionRow,
  type ReviewSettingsRow,
  type VersionRow,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import {
  CONTENT_TYPES,
  kindOfEntity,
  type PublicRule,
  reviewedFields,
  type VersionedKind,
} from '../domain/content-types';
import { MESSAGES } from '../domain/messages';
import type { ReviewDecisionRecord, ReviewStage } from '../domain/types';

/** The stages that gate a kind: none when the gate is off for it (no stages, or the kind not listed). */
export function gateStagesFor(settings: ReviewSettingsRow, kind: VersionedKind): ReviewStage[] {
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
  const fields = Object.fromEntries(reviewedFields(kind).map((f) => [f, record[f]]));
  return createHash('sha256')
    .update(JSON.stringify(canonical(fields)))
    .digest('hex');
}

/** Whether a record is published or scheduled: its public rule's column holds the public value. */
export function goesPublic(kind: VersionedKind, record: Record<string, unknown>): boolean {
  const rule: PublicRule = CONTENT_TYPES[kind].publicRule;
  return record[rule.column] === rule.is;
}

export const toDecisionRecord = (d: ReviewDecisionRow): ReviewDecisionRecord => ({
  reference: d.reference,
  kind: d.kind as VersionedKind,
  itemId: d.itemId,
  version: d.version,
  contentHash: d.contentHash,
  stageId: d.stageId,
  stageName: d.stageName,
  decision: d.decision,
  signerId: d.signerId,
  signerName: d.signerName,
  signerEmail: d.signerEmail,
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

/** The stages that have not approved this content. */
export function missingStages(
  stages: ReviewStage[],
  decisions: ReviewDecisionRow[],
  hash: string,
): ReviewStage[] {
  const latest = stageDecisions(stages, decisions, hash);
  return stages.filter((s) => latest.get(s.id)?.decision !== 'approve');
}

/**
 * Refuses (409, naming the missing stages) a save that would publish or schedule content not approved
 * by every stage; the caller's transaction then rolls back and nothing changes. A save that leaves an
 * already public item's public content as it was passes (nothing new reaches the public: an item
 * published before the gate was switched on can still be re-saved or hidden). Gate off: one read of
 * the settings, and the save goes on exactly as before.
 */
export async function enforceReviewGate(tx: Database, version: VersionRow): Promise<void> {
  if (version.action === 'delete' || version.action === 'earlier') return;
  const kind = kindOfEntity(version.entity);
  if (!goesPublic(kind, version.record)) return;
  const stages = gateStagesFor(await findReviewSettings(tx), kind);
  if (!stages.length) return;
  const hash = contentHash(kind, version.record);
  const previous = await findVersionBefore(tx, version);
  if (previous && goesPublic(kind, previous.record) && contentHash(kind, previous.record) === hash) return;
  const missing = missingStages(stages, await findReviewDecisions(tx, kind, version.entityId), hash);
  if (missing.length)
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.reviewMissing(missing.map((s) => s.name)) });
}
