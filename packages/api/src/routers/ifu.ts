import {
  countIfuPaperRequestsDueBy,
  createIfuPaperRequest,
  currentIfuRevisions,
  deleteDraftIfuRevision,
  findAuditOf,
  findIfuDocumentByRef,
  findIfuDocuments,
  findIfuPaperRequests,
  findIfuRevision,
  type IfuDocumentWithRevisions,
  type IfuPaperRequestRow,
  type IfuRevisionRow,
  insertIfuRevision,
  markIfuPaperRequestSent,
  publishIfuRevision,
  upsertIfuDocument,
  withdrawIfuRevision,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import { IFU_PAPER_COPY_DAYS, IFU_PAPER_COPY_WARN_DAYS } from '../domain/constants';
import { IFU_MESSAGES } from '../domain/ifu-messages';
import type { IfuDocument, IfuHistoryEntry, IfuPaperRequest, IfuRevision } from '../domain/types';
import {
  ZIfuByRef,
  ZIfuListPublic,
  ZIfuPaperList,
  ZIfuPaperRequest,
  ZIfuPaperSent,
  ZIfuRevisionCreate,
  ZIfuRevisionKey,
  ZIfuWithdraw,
} from '../schemas/ifu';
import { enforceIfuGate, ifuSummaryOf, refuseUnapprovedUpload } from '../services/ifu-review';
import { consume } from '../services/rate-limits';
import {
  adminProcedure,
  badRequest,
  isoOf,
  isoOrNull,
  notFound,
  publicProcedure,
  tooManyRequests,
} from '../trpc';

const PAPER_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A revision's own address; `/ifu/{ref}/{lang}` is its language's current one. */
export const ifuRevisionUrl = (ref: string, lang: string, revision: string) =>
  `/ifu/${encodeURIComponent(ref)}/${encodeURIComponent(lang)}/${encodeURIComponent(revision)}`;

function toIfuRevision(ref: string, r: IfuRevisionRow, current: boolean): IfuRevision {
  return {
    id: r.id,
    lang: r.lang,
    revision: r.revision,
    effectiveDate: r.effectiveDate,
    changeSummary: r.changeSummary,
    status: r.status,
    withdrawnReason: r.withdrawnReason,
    publishedAt: isoOrNull(r.publishedAt),
    withdrawnAt: isoOrNull(r.withdrawnAt),
    size: r.size,
    sha256: r.sha256,
    url: ifuRevisionUrl(ref, r.lang, r.revision),
    current,
  };
}

export function toIfuDocument(d: IfuDocumentWithRevisions): IfuDocument {
  const current = new Set(currentIfuRevisions(d.revisions).map((r) => r.id));
  return {
    id: d.id,
    ref: d.ref,
    udiDi: d.udiDi,
    title: d.title,
    instrumentSlug: d.instrumentSlug,
    revisions: d.revisions.map((r) => toIfuRevision(d.ref, r, current.has(r.id))),
  };
}

/** A calendar date (UTC) `days` after `from`, as YYYY-MM-DD. */
export const dateAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

function toIfuPaperRequest(r: IfuPaperRequestRow, now = new Date()): IfuPaperRequest {
  const today = now.toISOString().slice(0, 10);
  const flag =
    r.sentAt !== null
      ? null
      : r.dueBy < today
        ? 'overdue'
        : r.dueBy <= dateAfter(now, IFU_PAPER_COPY_WARN_DAYS)
          ? 'due-soon'
          : null;
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    institution: r.institution,
    address: r.address,
    ref: r.ref,
    lang: r.lang,
    message: r.message,
    dueBy: r.dueBy,
    sentAt: isoOrNull(r.sentAt),
    createdAt: isoOf(r.createdAt),
    flag,
  };
}

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** A revision by its REF, language and label, or NOT_FOUND. */
async function revisionOf(
  db: Parameters<typeof findIfuDocumentByRef>[0],
  key: { ref: string; lang: string; revision: string },
) {
  const doc = await findIfuDocumentByRef(db, key.ref, false);
  const rev = doc && (await findIfuRevision(db, doc.id, key.lang, key.revision));
  if (!doc || !rev) throw notFound('Revision');
  return { doc, rev };
}

export const ifuRouter = {
  /** The library: listed devices with their public revisions (never a draft). */
  listPublic: publicProcedure.input(ZIfuListPublic).query(async ({ ctx, input }) => {
    const docs = await findIfuDocuments(ctx.db, { q: input.q, lang: input.lang, publicOnly: true });
    return docs.map(toIfuDocument);
  }),

  /** A device's page: null when no IFU is published under this REF. */
  byRef: publicProcedure.input(ZIfuByRef).query(async ({ ctx, input }) => {
    const doc = await findIfuDocumentByRef(ctx.db, input.ref, true);
    return doc ? toIfuDocument(doc) : null;
  }),

  list: adminProcedure.query(async ({ ctx }) => {
    const docs = await findIfuDocuments(ctx.db, { publicOnly: false });
    return docs.map(toIfuDocument);
  }),

  /** A new revision (and the device on its first one). The PDF streams to storage before the transaction. */
  create: adminProcedure.input(ZIfuRevisionCreate).mutation(async ({ ctx, input }) => {
    if (!input.file) throw badRequest(IFU_MESSAGES.ifuFileRequired);
    // Under the review gate a revision is published only once approved, and a new one has no approvals.
    if (input.status === 'published') await refuseUnapprovedUpload(ctx.db);
    const file = await ctx.storage.stageIfu(input.file);
    return ctx.write([file], async (w) => {
      const isNew = !(await findIfuDocumentByRef(w.tx, input.ref, false));
      const doc = await upsertIfuDocument(w.tx, {
        ref: input.ref,
        udiDi: input.udiDi,
        title: input.title,
        instrumentSlug: input.instrumentSlug,
      });
      const row = await insertIfuRevision(w.tx, {
        documentId: doc.id,
        lang: input.lang,
        revision: input.revision,
        effectiveDate: input.effectiveDate,
        changeSummary: input.changeSummary,
        status: input.status,
        fileKey: file.ref,
        size: file.size,
        sha256: file.sha256,
      });
      if (!row) throw conflict(IFU_MESSAGES.ifuRevisionExists);
      if (isNew) await w.audit('ifu', doc.id, 'create', `${doc.ref} ${doc.title}`);
      await w.audit('ifu', doc.id, 'upload', ifuSummaryOf(doc.ref, row));
      if (row.status === 'published') await w.audit('ifu', doc.id, 'publish', ifuSummaryOf(doc.ref, row));
      const saved = await findIfuDocumentByRef(w.tx, doc.ref, false);
      return toIfuDocument(saved!);
    });
  }),

  publish: adminProcedure.input(ZIfuRevisionKey).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const { doc, rev } = await revisionOf(w.tx, input);
      if (rev.status === 'draft') await enforceIfuGate(w.tx, doc, rev);
      if (!(await publishIfuRevision(w.tx, rev.id))) throw conflict(IFU_MESSAGES.ifuNotDraft);
      await w.audit('ifu', doc.id, 'publish', ifuSummaryOf(doc.ref, rev));
      return toIfuDocument((await findIfuDocumentByRef(w.tx, doc.ref, false))!);
    }),
  ),

  withdraw: adminProcedure.input(ZIfuWithdraw).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const { doc, rev } = await revisionOf(w.tx, input);
      if (!(await withdrawIfuRevision(w.tx, rev.id, input.reason)))
        throw conflict(IFU_MESSAGES.ifuNotPublished);
      await w.audit('ifu', doc.id, 'withdraw', `${ifuSummaryOf(doc.ref, rev)}: ${input.reason}`);
      return toIfuDocument((await findIfuDocumentByRef(w.tx, doc.ref, false))!);
    }),
  ),

  /** Deletes a draft; a published or withdrawn revision is kept (15-year retention). */
  deleteDraft: adminProcedure.input(ZIfuRevisionKey).mutation(async ({ ctx, input }) => {
    const fileKey = await ctx.write([], async (w) => {
      const { doc, rev } = await revisionOf(w.tx, input);
      if (rev.status !== 'draft' || !(await deleteDraftIfuRevision(w.tx, rev.id)))
        throw conflict(IFU_MESSAGES.ifuRetained);
      await w.audit('ifu', doc.id, 'delete', ifuSummaryOf(doc.ref, rev));
      return rev.fileKey;
    });
    await ctx.storage.deleteIfu?.(fileKey);
  }),

  /**
   * A device's history, newest first: every staff action on it as the audit log holds it (device
   * created, revision uploaded, published, withdrawn with its reason, draft deleted). A revision is
   * never replaced, so unlike the other kinds there is nothing to compare or restore.
   */
  history: adminProcedure.input(ZIfuByRef).query(async ({ ctx, input }): Promise<IfuHistoryEntry[]> => {
    const doc = await findIfuDocumentByRef(ctx.db, input.ref, false);
    if (!doc) throw notFound('Device');
    const rows = await findAuditOf(ctx.db, 'ifu', doc.id);
    return rows
      .map((r, i) => ({
        number: i + 1,
        action: r.action,
        summary: r.summary,
        adminEmail: r.adminEmail,
        createdAt: isoOf(r.createdAt),
      }))
      .reverse();
  }),

  /** A free paper copy, limited like the other public forms; due 7 calendar days after receipt. */
  requestPaperCopy: publicProcedure.input(ZIfuPaperRequest).mutation(async ({ ctx, input }) => {
    const doc = await findIfuDocumentByRef(ctx.db, input.ref, true);
    if (!doc) throw badRequest(IFU_MESSAGES.ifuUnknownDevice);
    if (!doc.revisions.some((r) => r.lang === input.lang)) throw badRequest(IFU_MESSAGES.ifuUnknownLanguage);
    if (!(await consume(ctx.limits.contact, ctx.ip))) throw tooManyRequests();
    const dueBy = dateAfter(new Date(), IFU_PAPER_COPY_DAYS);
    const row = await createIfuPaperRequest(ctx.db, {
      name: input.name,
      email: input.email,
      institution: input.institution,
      address: input.address,
      ref: doc.ref,
      lang: input.lang,
      message: input.message,
      dueBy,
    });
    return { id: row.id, dueBy };
  }),

  paperRequests: adminProcedure.input(ZIfuPaperList).query(async ({ ctx, input }) => {
    const { rows, total } = await findIfuPaperRequests(ctx.db, {
      limit: PAPER_PAGE,
      offset: (input.page - 1) * PAPER_PAGE,
    });
    const now = new Date();
    return { items: rows.map((r) => toIfuPaperRequest(r, now)), total, page: input.page, limit: PAPER_PAGE };
  }),

  /** Open requests overdue or due within IFU_PAPER_COPY_WARN_DAYS: the admin home's count. */
  paperRequestsDue: adminProcedure.query(({ ctx }) =>
    countIfuPaperRequestsDueBy(ctx.db, dateAfter(new Date(), IFU_PAPER_COPY_WARN_DAYS)),
  ),

  markPaperSent: adminProcedure.input(ZIfuPaperSent).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const row = await markIfuPaperRequestSent(w.tx, input.id);
      if (!row) throw notFound('Request');
      await w.audit('ifu', row.ref, 'paper-copy-sent', `${row.ref} ${row.lang} to ${row.institution}`);
      return toIfuPaperRequest(row);
    }),
  ),
};
