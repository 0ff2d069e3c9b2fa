// The review gate's procedures (issue #25): its settings, an item's review state and record, and the
// signature. The gate itself is services/review-gate.ts, run by every save that keeps a version.
import {
  findAdminById,
  findAllReviewDecisions,
  findDecisionsOf,
  findIfuDraftRevisions,
  findItemRow,
  findItemsLatestAs,
  findLatestSaves,
  findReviewSettings,
  findStageIds,
  findUnpublishedRows,
  findVersions,
  listAdmins,
  recordReviewDecision,
  saveReviewSettings,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import {
  CONTENT_TYPES,
  isVersionedKind,
  type ReviewKind,
  reviewedFields,
  SEARCH_ENTITIES,
  VERSIONED_KINDS,
} from '../domain/content-types';
import { MESSAGES } from '../domain/messages';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import type {
  ReviewDecisionRecord,
  ReviewerAccount,
  ReviewItemRecord,
  ReviewQueueItem,
  ReviewSettings,
  ReviewState,
} from '../domain/types';
import { ZReviewItem, ZReviewSettingsInput, ZReviewSign, ZReviewVersionedItem } from '../schemas/review';
import {
  ifuContentHash,
  ifuItemRecord,
  ifuSummaryOf,
  ifuUnderReview,
  ifuUploadOf,
} from '../services/ifu-review';
import { verifyPassword } from '../services/passwords';
import {
  contentHash,
  gateStagesFor,
  PENDING_ACTION,
  pendingVersionOf,
  publishPendingChanges,
  toDecisionRecord,
  waitingStages,
} from '../services/review-gate';
import { beginSignIn } from '../services/sign-in-guard';
import { type ApiContext, adminProcedure, badRequest, forbidden, notFound } from '../trpc';
import { secondFactorHolds } from './auth';
import { outsideReviewProcedures } from './outside-review';
import { reviewStateOf, stageOfSigner, versionUnderReview } from './review-state';

const unauthorizedAs = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message });

async function settingsOf(db: ApiContext['db']): Promise<ReviewSettings> {
  const s = await findReviewSettings(db);
  return {
    stages: s.stages.map((st) => ({ id: st.id, name: st.name, signerIds: st.signerIds })),
    kinds: s.kinds as ReviewKind[],
    authorMayApprove: s.authorMayApprove,
  };
}

export const reviewRouter = {
  ...outsideReviewProcedures,

  settings: adminProcedure.query(({ ctx }) => settingsOf(ctx.db)),

  /** The admins a stage may name as its signers. */
  reviewers: adminProcedure.query(({ ctx }): Promise<ReviewerAccount[]> => listAdmins(ctx.db)),

  // Neither settings nor a signature changes what visitors see: the public cache stays.
  saveSettings: adminProcedure
    .meta({ keepsCache: true })
    .input(ZReviewSettingsInput)
    .mutation(async ({ ctx, input }) => {
      const ids = input.stages.flatMap((s) => (s.id ? [s.id] : []));
      if ((await findStageIds(ctx.db, ids)).length !== ids.length)
        throw badRequest(REVIEW_MESSAGES.reviewStageUnknown);
      const admins = new Set((await listAdmins(ctx.db)).map((a) => a.id));
      if (input.stages.some((s) => s.signerIds.some((id) => !admins.has(id))))
        throw badRequest(REVIEW_MESSAGES.reviewAdminUnknown);
      await ctx.write([], async (w) => {
        await saveReviewSettings(w.tx, input);
        const summary = `stages: ${input.stages.map((s) => s.name).join(' → ') || 'none'}; kinds: ${input.kinds.join(', ') || 'none'}`;
        await w.audit('review', '', 'settings', summary);
      });
      return settingsOf(ctx.db);
    }),

  /**
   * What waits for review: items of gated kinds, not published or scheduled, whose current version
   * some stage has not approved, and published items with pending changes (even when approved: they
   * wait to be published), oldest wait first (up to 200 of each per kind).
   */
  queue: adminProcedure.query(async ({ ctx }): Promise<ReviewQueueItem[]> => {
    const settings = await findReviewSettings(ctx.db);
    const waiting: ReviewQueueItem[] = [];
    for (const kind of VERSIONED_KINDS) {
      const stages = gateStagesFor(settings, kind);
      if (!stages.length) continue;
      const rows = await findUnpublishedRows(ctx.db, kind);
      const ids = rows.map((r) => r.id as number);
      const decisions = await findDecisionsOf(ctx.db, kind, ids);
      const saves = await findLatestSaves(ctx.db, CONTENT_TYPES[kind].entity, ids);
      for (const row of rows) {
        const id = row.id as number;
        const waits = waitingStages(
          stages,
          decisions.filter((d) => d.itemId === id),
          contentHash(kind, row),
        );
        if (!waits) continue;
        const save = saves.get(id);
        waiting.push({
          kind,
          id,
          title: String(row.title ?? row.personName ?? ''),
          pending: false,
          ...waits,
          since: (save?.createdAt ?? (row.updatedAt as Date)).toISOString(),
          askedBy: save?.adminEmail ?? '',
        });
      }
      // Published items with an edit kept as pending changes wait too, for that edit's approval.
      const pending = await findItemsLatestAs(ctx.db, CONTENT_TYPES[kind].entity, PENDING_ACTION);
      const pendingDecisions = await findDecisionsOf(
        ctx.db,
        kind,
        pending.map((v) => v.entityId),
      );
      for (const v of pending) {
        const waits = waitingStages(
          stages,
          pendingDecisions.filter((d) => d.itemId === v.entityId),
          contentHash(kind, v.record),
        );
        waiting.push({
          kind,
          id: v.entityId,
          title: String(v.record.title ?? v.record.personName ?? ''),
          pending: true,
          waitingFor: waits?.waitingFor ?? [],
          changesRequestedBy: waits?.changesRequestedBy ?? [],
          since: v.createdAt.toISOString(),
          askedBy: v.adminEmail,
        });
      }
    }
    // Draft IFU revisions wait too when the gate applies to instructions for use (since their upload).
    const ifuStages = gateStagesFor(settings, 'ifu');
    if (ifuStages.length) {
      const drafts = await findIfuDraftRevisions(ctx.db);
      const decisions = await findDecisionsOf(
        ctx.db,
        'ifu',
        drafts.map((d) => d.rev.id),
      );
      for (const { doc, rev } of drafts) {
        const mine = decisions.filter((d) => d.itemId === rev.id);
        const waits = waitingStages(ifuStages, mine, ifuContentHash(doc, rev));
        if (!waits) continue;
        const upload = await ifuUploadOf(ctx.db, doc, rev);
        waiting.push({
          kind: 'ifu',
          id: rev.id,
          ref: doc.ref,
          title: `${doc.title} — ${ifuSummaryOf(doc.ref, rev)}`,
          pending: false,
          ...waits,
          since: rev.createdAt.toISOString(),
          askedBy: upload?.adminEmail ?? '',
        });
      }
    }
    return waiting.sort((a, b) => a.since.localeCompare(b.since));
  }),

  /** Every decision in the record, oldest first (the audit export). */
  record: adminProcedure.query(
    async ({ ctx }): Promise<ReviewDecisionRecord[]> =>
      (await findAllReviewDecisions(ctx.db)).map(toDecisionRecord),
  ),

  /**
   * One item's printable record: every kept version oldest first (its number, content hash, the
   * reviewed fields it changed, whether the site shows it or it waits as pending changes) with the
   * decisions signed on it, and the title the site shows beside the one under review.
   */
  itemRecord: adminProcedure.input(ZReviewItem).query(async ({ ctx, input }): Promise<ReviewItemRecord> => {
    const { kind, id } = input;
    if (!isVersionedKind(kind)) return ifuItemRecord(ctx.db, id);
    const state = await reviewStateOf(ctx.db, kind, id);
    const entity = CONTENT_TYPES[kind].entity;
    const versions = await findVersions(ctx.db, entity, id);
    const live = await findItemRow(ctx.db, entity, id);
    const fields = reviewedFields(kind);
    const labels = CONTENT_TYPES[kind].fields as Record<string, { label: string }>;
    const liveIndex = versions.findLastIndex((v) => v.action !== PENDING_ACTION);
    const hashes = versions.map((v) => contentHash(kind, v.record));
    const oldestFirst = [...state.decisions].reverse();
    const titleOf = (r: Record<string, unknown> | undefined) => String(r?.title ?? r?.personName ?? '');
    return {
      state,
      liveTitle: titleOf(live),
      reviewedTitle: titleOf(pendingVersionOf(versions)?.record ?? live),
      versions: versions.map((v, i) => {
        const before = versions[i - 1]?.record;
        const changed = fields.filter(
          (f) => !before || JSON.stringify(v.record[f] ?? null) !== JSON.stringify(before[f] ?? null),
        );
        return {
          number: i + 1,
          action: v.action,
          adminEmail: v.adminEmail,
          createdAt: v.createdAt.toISOString(),
          contentHash: hashes[i]!,
          changed: changed.map((f) => labels[f]?.label ?? f),
          live: i === liveIndex,
          pending: v.action === PENDING_ACTION,
          decisions: oldestFirst.filter((d) => d.version === i + 1),
        };
      }),
    };
  }),

  state: adminProcedure
    .input(ZReviewItem)
    .query(({ ctx, input }): Promise<ReviewState> => reviewStateOf(ctx.db, input.kind, input.id)),

  /**
   * Signs a stage's decision on the item's current version: the signer's password (and second-factor
   * code when enrolled) again, as an electronic signature asks, checked under the sign-in limits so
   * guesses here count like guesses at sign-in. The decision and its audit row commit together.
   */
  sign: adminProcedure
    .meta({ keepsCache: true })
    .input(ZReviewSign)
    .mutation(async ({ ctx, input }): Promise<ReviewDecisionRecord> => {
      const { kind, id } = input;
      const signerId = ctx.session.adminId;
      const { state, stage } = await stageOfSigner(ctx.db, input, signerId);
      const settings = await findReviewSettings(ctx.db);
      if (!settings.authorMayApprove && state.lastEditorId === signerId)
        throw forbidden(REVIEW_MESSAGES.reviewOwnEdit);

      const admin = await findAdminById(ctx.db, signerId);
      if (!admin) throw unauthorizedAs(MESSAGES.unauthorized);
      const attempt = await beginSignIn(ctx.limits, { account: admin.email, ip: ctx.ip });
      if (!(await verifyPassword(admin.passwordHash, input.password))) {
        await attempt.failed();
        throw unauthorizedAs(MESSAGES.passwordIncorrect);
      }
      if (admin.totpEnabledAt) {
        if (!input.code) throw unauthorizedAs(MESSAGES.twoFactorRequired);
        if (!(await secondFactorHolds(ctx, admin, input.code))) {
          await attempt.failed();
          throw unauthorizedAs(MESSAGES.twoFactorInvalid);
        }
      }
      await attempt.succeeded();

      return ctx.write([], async (w) => {
        // A decision on an IFU revision is written in its device's history, like its upload.
        const current = await versionUnderReview(w.tx, kind, id);
        const audit = isVersionedKind(kind)
          ? { entity: CONTENT_TYPES[kind].entity, id, summary: `version ${current.version}` }
          : (await ifuUnderReview(w.tx, id)).audit;
        const row = await recordReviewDecision(w.tx, {
          kind,
          itemId: id,
          version: current.version,
          contentHash: current.contentHash,
          stageId: stage.id,
          stageName: stage.name,
          decision: input.decision,
          signerId,
          // Admins are known by their e-mail: it is the name the record keeps.
          signerName: admin.email,
          signerEmail: admin.email,
          comment: input.comment,
        });
        await w.audit(
          audit.entity,
          audit.id,
          `review_${input.decision}`,
          `${row.reference} — ${stage.name}, ${audit.summary}`,
        );
        return toDecisionRecord(row);
      });
    }),

  /**
   * Puts a published item's pending changes on the site once every stage has approved them; 409
   * naming the stages still missing otherwise (or when there are none), and nothing changes.
   */
  publishPending: adminProcedure.input(ZReviewVersionedItem).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const entity = CONTENT_TYPES[input.kind].entity;
      if (!(await findItemRow(w.tx, entity, input.id))) throw notFound(CONTENT_TYPES[input.kind].label);
      await publishPendingChanges(w.tx, input.kind, input.id, () =>
        w.keepVersion(entity, input.id, 'publish'),
      );
      await w.audit(entity, input.id, 'publish', 'pending changes published');
      const searched = SEARCH_ENTITIES.find((e) => e === entity);
      if (searched) w.afterCommit(() => ctx.search.markChanged(searched, input.id));
      return reviewStateOf(w.tx, input.kind, input.id);
    }),
  ),
};
