// The review gate for instructions for use (docs/product.md, "Review before publishing"): the item a
// stage approves is one IFU revision (one PDF in one language). A revision never changes once
// uploaded, so its decisions are all on version 1 and bind to the hash of its facts and its PDF's
// SHA-256. Publishing a revision waits for every stage; withdrawing one (taking a claim down) never does.
import {
  type Database,
  findAuditOf,
  findIfuRevisionById,
  findReviewDecisions,
  findReviewSettings,
  type IfuDocumentRow,
  type IfuRevisionRow,
} from '@manovo/db/queries';
import type { ReviewItemRecord, ReviewState } from '../domain/types';
import { notFound } from '../trpc';
import { buildReviewState, canonicalHash, gateStagesFor, missingError, missingStages } from './review-gate';

/** A revision's name in the audit log and the review record: `MS-101 en rev B`. */
export const ifuSummaryOf = (ref: string, r: { lang: string; revision: string }) =>
  `${ref} ${r.lang} rev ${r.revision}`;

/** What an approval of a revision covers, field by field (the printable record's facts). */
const reviewedFacts = (doc: IfuDocumentRow, rev: IfuRevisionRow) => ({
  ref: doc.ref,
  lang: rev.lang,
  revision: rev.revision,
  effectiveDate: rev.effectiveDate,
  sha256: rev.sha256,
  changeSummary: rev.changeSummary,
});

const FACT_LABELS = {
  ref: 'REF',
  lang: 'Language',
  revision: 'Revision',
  effectiveDate: 'Effective date',
  sha256: 'PDF SHA-256',
  changeSummary: 'Change summary',
} as const;

/** SHA-256 of the canonical JSON of the revision's REF, language, label, effective date, PDF hash and change summary. */
export const ifuContentHash = (doc: IfuDocumentRow, rev: IfuRevisionRow) =>
  canonicalHash(reviewedFacts(doc, rev));

/** Who uploaded a revision: the latest upload row of its REF, language and label in the device's audit log. */
export async function ifuUploadOf(db: Database, doc: IfuDocumentRow, rev: IfuRevisionRow) {
  const summary = ifuSummaryOf(doc.ref, rev);
  return (await findAuditOf(db, 'ifu', doc.id)).findLast(
    (r) => r.action === 'upload' && r.summary === summary,
  );
}

async function revisionById(db: Database, id: number) {
  const found = await findIfuRevisionById(db, id);
  if (!found) throw notFound('Revision');
  return found;
}

/** A revision's review state; its uploader is its last editor (who may not sign it unless allowed). */
export async function ifuReviewStateOf(db: Database, id: number): Promise<ReviewState> {
  const { doc, rev } = await revisionById(db, id);
  const stages = gateStagesFor(await findReviewSettings(db), 'ifu');
  const decisions = await findReviewDecisions(db, 'ifu', id);
  const upload = await ifuUploadOf(db, doc, rev);
  return buildReviewState(
    { kind: 'ifu', itemId: id, pending: false, version: 1, lastEditorId: upload?.adminId ?? null },
    stages,
    decisions,
    ifuContentHash(doc, rev),
  );
}

/** The version a decision on a revision signs (always 1), with where its audit row goes: the device's history. */
export async function ifuUnderReview(db: Database, id: number) {
  const { doc, rev } = await revisionById(db, id);
  return {
    version: 1,
    contentHash: ifuContentHash(doc, rev),
    record: reviewedFacts(doc, rev) as Record<string, unknown>,
    audit: { entity: 'ifu', id: doc.id, summary: ifuSummaryOf(doc.ref, rev) },
  };
}

/**
 * The gate on publishing a revision, in the publishing transaction: 409 naming the stages that have
 * not approved it. Gate off (no stages, or `ifu` not selected): one read of the settings, nothing else.
 */
export async function enforceIfuGate(tx: Database, doc: IfuDocumentRow, rev: IfuRevisionRow): Promise<void> {
  const stages = gateStagesFor(await findReviewSettings(tx), 'ifu');
  if (!stages.length) return;
  const missing = missingStages(
    stages,
    await findReviewDecisions(tx, 'ifu', rev.id),
    ifuContentHash(doc, rev),
  );
  if (missing.length) throw missingError(missing);
}

/**
 * An upload that asks to be published at once: with the gate on, a new revision has no approvals
 * yet, so it is refused (409 naming every stage) before anything is stored.
 */
export async function refuseUnapprovedUpload(db: Database): Promise<void> {
  const stages = gateStagesFor(await findReviewSettings(db), 'ifu');
  if (stages.length) throw missingError(stages);
}

/** A revision's printable record: its facts as one version, with every decision signed on it. */
export async function ifuItemRecord(db: Database, id: number): Promise<ReviewItemRecord> {
  const { doc, rev } = await revisionById(db, id);
  const state = await ifuReviewStateOf(db, id);
  const upload = await ifuUploadOf(db, doc, rev);
  const title = `${doc.title} — ${ifuSummaryOf(doc.ref, rev)}`;
  const facts = reviewedFacts(doc, rev);
  return {
    state,
    liveTitle: title,
    reviewedTitle: title,
    versions: [
      {
        number: 1,
        action: 'upload',
        adminEmail: upload?.adminEmail ?? '',
        createdAt: rev.createdAt.toISOString(),
        contentHash: state.contentHash,
        changed: Object.entries(facts).map(
          ([k, v]) => `${FACT_LABELS[k as keyof typeof FACT_LABELS]}: ${v || '—'}`,
        ),
        live: rev.status === 'published',
        pending: false,
        decisions: [...state.decisions].reverse(),
      },
    ],
  };
}
