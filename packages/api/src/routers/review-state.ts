// An item's review state, read by the review procedures and the outside reviewers' links alike.
import {
  type Database,
  findItemRow,
  findReviewDecisions,
  findReviewSettings,
  findVersions,
  keepVersion,
} from '@manovo/db/queries';
import { CONTENT_TYPES, isVersionedKind, type ReviewKind } from '../domain/content-types';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import type { ReviewStage, ReviewState } from '../domain/types';
import { ifuReviewStateOf, ifuUnderReview } from '../services/ifu-review';
import { buildReviewState, contentHash, gateStagesFor, pendingVersionOf } from '../services/review-gate';
import { type ApiContext, badRequest, forbidden, notFound } from '../trpc';

/** An item's review state as read with `db` (the signature reads it again in its transaction). */
export async function reviewStateOf(
  db: ApiContext['db'],
  kind: ReviewKind,
  id: number,
): Promise<ReviewState> {
  if (!isVersionedKind(kind)) return ifuReviewStateOf(db, id);
  const entity = CONTENT_TYPES[kind].entity;
  const row = await findItemRow(db, entity, id);
  if (!row) throw notFound(CONTENT_TYPES[kind].label);
  const versions = await findVersions(db, entity, id);
  // Pending changes on a published item are what waits for review; the live row is already approved.
  const pending = pendingVersionOf(versions);
  const hash = contentHash(kind, pending?.record ?? row);
  const stages = gateStagesFor(await findReviewSettings(db), kind);
  const decisions = await findReviewDecisions(db, kind, id);
  const editor = versions.findLast((v) => v.action !== 'earlier');
  return buildReviewState(
    {
      kind,
      itemId: id,
      pending: pending !== null,
      version: versions.length,
      lastEditorId: editor?.adminId ?? null,
    },
    stages,
    decisions,
    hash,
  );
}

/**
 * The stage an admin acts in on an item now (signing it, or handing it to an outside reviewer), with the
 * item's state: refused while the gate is off, for a stage the settings do not hold, and for an admin
 * the stage does not name as a signer (a stage naming none may be signed by any admin).
 */
export async function stageOfSigner(
  db: Database,
  item: { kind: ReviewKind; id: number; stageId: number },
  adminId: number,
): Promise<{ state: ReviewState; stage: ReviewStage }> {
  const state = await reviewStateOf(db, item.kind, item.id);
  if (!state.gated) throw badRequest(REVIEW_MESSAGES.reviewNotOn);
  const stage = state.stages.find((s) => s.id === item.stageId);
  if (!stage) throw badRequest(REVIEW_MESSAGES.reviewStageUnknown);
  if (stage.signerIds.length && !stage.signerIds.includes(adminId))
    throw forbidden(REVIEW_MESSAGES.reviewStageNotYours);
  return { state, stage };
}

/**
 * The version a decision signs, in a write's transaction: the pending changes when there are any, else
 * the item as it stands. An item never saved through the admin gets its first version now, so the
 * record names one.
 */
export async function versionUnderReview(
  tx: Database,
  kind: ReviewKind,
  id: number,
): Promise<{ version: number; contentHash: string; record: Record<string, unknown> }> {
  if (!isVersionedKind(kind)) return ifuUnderReview(tx, id);
  const entity = CONTENT_TYPES[kind].entity;
  let versions = await findVersions(tx, entity, id);
  if (!versions.length) {
    await keepVersion(tx, {
      entity,
      entityId: id,
      action: 'earlier',
      who: { adminId: null, adminEmail: '' },
    });
    versions = await findVersions(tx, entity, id);
  }
  const live = await findItemRow(tx, entity, id);
  if (!live) throw notFound(CONTENT_TYPES[kind].label);
  const record = pendingVersionOf(versions)?.record ?? live;
  return { version: versions.length, contentHash: contentHash(kind, record), record };
}
