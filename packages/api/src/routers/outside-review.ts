// Outside reviewers (issue #25; docs/product.md, "Outside reviewers"): staff make a link for one named
// person, one stage, one item at its current version, for some days; the person opens it without an
// admin account, sees that version and signs a decision with their e-mail and the signing code staff
// gave them. The decision joins the review record like any other, marked as an outside reviewer's.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  createReviewLink,
  findAdminById,
  findReviewLinkByTokenHash,
  findReviewLinks,
  findReviewSettings,
  type ReviewLinkRow,
  recordAudit,
  recordReviewDecision,
  revokeReviewLink,
  spendReviewLink,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  CONTENT_TYPES,
  type PreviewSection,
  reviewedFields,
  type VersionedKind,
} from '../domain/content-types';
import { itemPath } from '../domain/item-urls';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import type { OutsideReviewLink, OutsideReviewView, ReviewDecisionRecord } from '../domain/types';
import { tooManyRequests } from '../errors';
import {
  ZReviewLinkCreate,
  ZReviewLinkId,
  ZReviewLinkSign,
  ZReviewLinkToken,
  ZReviewVersionedItem,
} from '../schemas/review';
import { hashPassword, verifyPassword } from '../services/passwords';
import { signPreviewToken } from '../services/preview-tokens';
import { REVIEW_LINK_FAILURES } from '../services/rate-limits';
import { gateStagesFor, toDecisionRecord } from '../services/review-gate';
import { type ApiContext, adminProcedure, forbidden, notFound, publicProcedure } from '../trpc';
import { reviewStateOf, stageOfSigner, versionUnderReview } from './review-state';

/** Where a link opens (apps/server routes/outside-review.ts serves it). */
export const REVIEW_LINK_PATH = '/outside-review/';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Letters and digits that cannot be read one for another (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A signing code: 10 characters of the alphabet above (about 49 bits), shown as XXXXX-XXXXX. */
function newSigningCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
/** The code as typed: case, spaces and dashes aside. */
const normalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

const formatDay = (d: Date) =>
  `${d.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** A link as staff see it; `hash` is the reviewed content's hash now (null: the item is gone). */
function toLink(
  l: ReviewLinkRow,
  stageName: string,
  hash: string | null,
  now = new Date(),
): OutsideReviewLink {
  const status: OutsideReviewLink['status'] = l.usedAt
    ? 'used'
    : l.revokedAt
      ? 'revoked'
      : l.expiresAt <= now
        ? 'expired'
        : hash !== l.contentHash
          ? 'outdated'
          : 'open';
  return {
    id: l.id,
    kind: l.kind as VersionedKind,
    itemId: l.itemId,
    reviewerName: l.reviewerName,
    reviewerEmail: l.reviewerEmail,
    stageId: l.stageId,
    stageName,
    version: l.version,
    contentHash: l.contentHash,
    createdByEmail: l.createdByEmail,
    createdAt: l.createdAt.toISOString(),
    expiresAt: l.expiresAt.toISOString(),
    revokedAt: l.revokedAt?.toISOString() ?? null,
    usedAt: l.usedAt?.toISOString() ?? null,
    decisionReference: l.decisionReference,
    status,
  };
}

/** Why a link may not be used now, as the reviewer reads it; null when it may. */
function refusalOf(link: OutsideReviewLink): TRPCError | null {
  switch (link.status) {
    case 'used':
      return forbidden(REVIEW_MESSAGES.linkUsed(link.decisionReference ?? ''));
    case 'revoked':
      return forbidden(REVIEW_MESSAGES.linkRevoked);
    case 'expired':
      return forbidden(REVIEW_MESSAGES.linkExpired(formatDay(new Date(link.expiresAt))));
    case 'outdated':
      return forbidden(REVIEW_MESSAGES.linkOutdated(link.version));
    default:
      return null;
  }
}

/** The link a token opens, with its stage and status read now; 404 for a token no link has. */
async function openLink(db: ApiContext['db'], token: string) {
  const row = await findReviewLinkByTokenHash(db, hashToken(token));
  if (!row) throw notFound('Review link');
  const kind = row.kind as VersionedKind;
  const stage = gateStagesFor(await findReviewSettings(db), kind).find((s) => s.id === row.stageId);
  const state = await reviewStateOf(db, kind, row.itemId).catch(() => null);
  const link = toLink(row, stage?.name ?? '', state ? state.contentHash : null);
  // A stage removed from the settings, or the gate switched off, leaves nothing to sign.
  if (link.status === 'open' && !stage)
    return { row, link: { ...link, status: 'revoked' as const }, kind, stage };
  return { row, link, kind, stage };
}

/** A stored value as text (rich text stays HTML: the page that shows it makes it plain). */
const asText = (v: unknown): string => (v instanceof Date ? v.toISOString() : v == null ? '' : String(v));

export const outsideReviewProcedures = {
  /**
   * A link for a named outside reviewer: one stage of one item, bound to the version under review
   * now (its number and content hash). Answers the link's address and its signing code, once: only
   * their hashes are kept. Only a signer of the stage may hand it to someone outside.
   */
  createLink: adminProcedure
    .meta({ keepsCache: true })
    .input(ZReviewLinkCreate)
    .mutation(async ({ ctx, input }) => {
      const { kind, id } = input;
      const adminId = ctx.session.adminId;
      const { stage } = await stageOfSigner(ctx.db, input, adminId);
      const admin = await findAdminById(ctx.db, adminId);
      const token = randomBytes(32).toString('base64url');
      const code = newSigningCode();
      const codeHash = await hashPassword(normalCode(code));
      return ctx.write([], async (w) => {
        const current = await versionUnderReview(w.tx, kind, id);
        const row = await createReviewLink(w.tx, {
          tokenHash: hashToken(token),
          codeHash,
          reviewerName: input.name,
          reviewerEmail: input.email.toLowerCase(),
          kind,
          itemId: id,
          stageId: stage.id,
          version: current.version,
          contentHash: current.contentHash,
          createdBy: adminId,
          createdByEmail: admin?.email ?? '',
          expiresAt: new Date(Date.now() + input.days * 24 * 60 * 60 * 1000),
        });
        await w.audit(
          CONTENT_TYPES[kind].entity,
          id,
          'review_link',
          `outside reviewer ${input.name} <${input.email}> — ${stage.name}, version ${current.version}, until ${row.expiresAt.toISOString()}`,
        );
        return {
          link: toLink(row, stage.name, current.contentHash),
          path: `${REVIEW_LINK_PATH}${token}`,
          code,
        };
      });
    }),

  /** An item's outside review links, newest first, with where each stands. */
  links: adminProcedure
    .input(ZReviewVersionedItem)
    .query(async ({ ctx, input }): Promise<OutsideReviewLink[]> => {
      const state = await reviewStateOf(ctx.db, input.kind, input.id);
      const names = new Map(state.stages.map((s) => [s.id, s.name]));
      const rows = await findReviewLinks(ctx.db, input.kind, input.id);
      return rows.map((r) => toLink(r, names.get(r.stageId) ?? '', state.contentHash));
    }),

  /** Withdraws a link: it opens nothing any more. Revoking twice is harmless. */
  revokeLink: adminProcedure
    .meta({ keepsCache: true })
    .input(ZReviewLinkId)
    .mutation(({ ctx, input }) =>
      ctx.write([], async (w): Promise<OutsideReviewLink> => {
        const row = await revokeReviewLink(w.tx, input.linkId);
        if (!row) throw notFound('Review link');
        const kind = row.kind as VersionedKind;
        const state = await reviewStateOf(w.tx, kind, row.itemId).catch(() => null);
        const stage = state?.stages.find((s) => s.id === row.stageId);
        await w.audit(
          CONTENT_TYPES[kind].entity,
          row.itemId,
          'review_link_revoke',
          `${row.reviewerName} <${row.reviewerEmail}>`,
        );
        return toLink(row, stage?.name ?? '', state?.contentHash ?? null);
      }),
    ),

  /**
   * What a link opens, for its holder (no admin session): the version to review, field by field, and a
   * fresh preview link of the item's page showing that version. A mutation, so no cache ever keeps
   * it: the answer depends on the time and on the link's state. A link that may not be used answers
   * 403 with why (expired, withdrawn, used, or made for an earlier version).
   */
  openLink: publicProcedure
    .input(ZReviewLinkToken)
    .mutation(async ({ ctx, input }): Promise<OutsideReviewView> => {
      const { link, kind } = await openLink(ctx.db, input.token);
      const refused = refusalOf(link);
      if (refused) throw refused;
      const type = CONTENT_TYPES[kind];
      const item = await versionUnderReview(ctx.db, kind, link.itemId);
      const record = item.record;
      const title = String(record.title ?? record.personName ?? '');
      const page: { section: string; onlyWhere?: Record<string, string> } | undefined =
        'page' in type ? type.page : undefined;
      const hasPage =
        page && type.previewable && Object.entries(page.onlyWhere ?? {}).every(([k, v]) => record[k] === v);
      const section = page?.section as PreviewSection;
      const previewPath = hasPage
        ? `${itemPath(section, { id: link.itemId, title })}?preview=${
            signPreviewToken(ctx.jwtKey, { section, id: link.itemId }).token
          }`
        : null;
      const labels = type.fields as Record<string, { label: string }>;
      return {
        reviewerName: link.reviewerName,
        reviewerEmail: link.reviewerEmail,
        kindLabel: type.label,
        itemId: link.itemId,
        title,
        stageName: link.stageName,
        version: link.version,
        contentHash: link.contentHash,
        expiresAt: link.expiresAt,
        previewPath,
        fields: reviewedFields(kind)
          .map((f) => ({ label: labels[f]?.label ?? f, value: asText(record[f]) }))
          .filter((f) => f.value !== ''),
      };
    }),

  /**
   * An outside reviewer's decision. The signature is the reviewer's e-mail (the one staff named) and
   * the signing code staff handed over apart from the link; a wrong pair counts against the link (5,
   * then it is locked for a day) and the address. The decision binds to the link's version, which
   * must still be the one under review; the link is then spent.
   */
  signLink: publicProcedure
    .input(ZReviewLinkSign)
    .mutation(async ({ ctx, input }): Promise<ReviewDecisionRecord> => {
      const { row, link, kind, stage } = await openLink(ctx.db, input.token);
      const refused = refusalOf(link);
      if (refused || !stage) throw refused ?? forbidden(REVIEW_MESSAGES.linkRevoked);
      const perLink = ctx.limits.limiters.reviewLinkFailures;
      const perAddress = ctx.limits.limiters.reviewLinkFailuresPerAddress;
      const [onLink, fromAddress] = await Promise.all([perLink.get(String(row.id)), perAddress.get(ctx.ip)]);
      if (
        (onLink?.consumedPoints ?? 0) >= REVIEW_LINK_FAILURES ||
        (fromAddress?.consumedPoints ?? 0) >= ctx.limits.limiters.config.signInFailuresPerAddressPerDay
      )
        throw tooManyRequests();
      const emailMatches = input.email.toLowerCase() === row.reviewerEmail;
      const codeMatches = await verifyPassword(row.codeHash, normalCode(input.code));
      if (!emailMatches || !codeMatches) {
        const count = (p: Promise<unknown>) =>
          p.catch((e) => (e instanceof RateLimiterRes ? null : Promise.reject(e)));
        await Promise.all([count(perLink.consume(String(row.id))), count(perAddress.consume(ctx.ip))]);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: REVIEW_MESSAGES.linkSignatureWrong });
      }
      return ctx.db.transaction(async (tx) => {
        const current = await versionUnderReview(tx as typeof ctx.db, kind, row.itemId);
        if (current.contentHash !== row.contentHash)
          throw forbidden(REVIEW_MESSAGES.linkOutdated(row.version));
        const decision = await recordReviewDecision(tx as typeof ctx.db, {
          kind,
          itemId: row.itemId,
          version: current.version,
          contentHash: current.contentHash,
          stageId: stage.id,
          stageName: stage.name,
          decision: input.decision,
          signerId: null,
          signerName: row.reviewerName,
          signerEmail: row.reviewerEmail,
          comment: input.comment,
          outsideLinkId: row.id,
        });
        // Two posts of one link at once: the second finds it spent, and its decision is not kept.
        if (!(await spendReviewLink(tx as typeof ctx.db, row.id, decision.reference)))
          throw forbidden(REVIEW_MESSAGES.linkUsed(''));
        await recordAudit(tx as typeof ctx.db, {
          adminId: null,
          adminEmail: row.reviewerEmail,
          entity: CONTENT_TYPES[kind].entity,
          entityId: row.itemId,
          action: `review_${input.decision}`,
          summary: `${decision.reference} — ${stage.name}, version ${decision.version}, outside reviewer ${row.reviewerName}`,
        });
        return toDecisionRecord(decision);
      });
    }),
};
