import type {
  OutsideReviewLink,
  ReviewDecisionRecord,
  ReviewSettings,
  VersionedKind,
} from '@manovo/api/domain';
import {
  MESSAGES,
  REVIEW_DECISIONS,
  REVIEW_KINDS,
  REVIEW_MESSAGES,
  VERSIONED_KINDS,
} from '@manovo/api/domain';
import {
  MAX_INT32,
  REVIEW_LINK_MAX_DAYS,
  REVIEW_MAX_STAGES,
  textPattern,
  ZReviewLinkCreate,
} from '@manovo/api/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { type Caller, parseWire, ZIdParams } from './handler';
import { wireDate } from './openapi';

// The review gate at the REST door (issue #25): its settings and, per item of a gated kind, its review
// record and the signature. The REST path of each kind is its registry key (/videos, /careers, ...).

const TAG = 'Review';

const ZStageWire = z.object({ id: z.number().int(), name: z.string(), admin_ids: z.array(z.number().int()) });
const ZSettingsWire = z.object({
  stages: z.array(ZStageWire),
  kinds: z.array(z.enum(REVIEW_KINDS)),
  author_may_approve: z.boolean(),
});
const ZSettingsBody = z.object({
  stages: z
    .array(
      z.object({
        id: z.number().int().min(1).max(MAX_INT32).optional(),
        name: z.string().meta({ minLength: 1, pattern: textPattern(1, 80) }),
        admin_ids: z.array(z.number().int().min(1).max(MAX_INT32)).max(100).optional(),
      }),
    )
    .max(REVIEW_MAX_STAGES)
    .default([]),
  kinds: z.array(z.enum(REVIEW_KINDS)).default([]),
  author_may_approve: z.boolean().default(false),
});

const toSettingsWire = (s: ReviewSettings): z.infer<typeof ZSettingsWire> => ({
  stages: s.stages.map((st) => ({ id: st.id, name: st.name, admin_ids: st.signerIds })),
  kinds: s.kinds,
  author_may_approve: s.authorMayApprove,
});

const ZDecisionWire = z.object({
  reference: z.string(),
  stage: z.string(),
  stage_id: z.number().int(),
  decision: z.enum(['approve', 'changes']),
  // An outside reviewer (a review link) has no admin id: `outside` is true and `id` null.
  signer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    outside: z.boolean(),
  }),
  signed_at: wireDate,
  version: z.number().int(),
  content_hash: z.string(),
  comment: z.string(),
});
const toDecisionWire = (d: ReviewDecisionRecord): z.infer<typeof ZDecisionWire> => ({
  reference: d.reference,
  stage: d.stageName,
  stage_id: d.stageId,
  decision: d.decision,
  signer: { id: d.signerId, name: d.signerName, email: d.signerEmail, outside: d.outside },
  signed_at: d.signedAt,
  version: d.version,
  content_hash: d.contentHash,
  comment: d.comment,
});

/** A signature: `stage` is the stage's id, or its name as the settings give it. */
// The wire shape as documented: what the procedure's own rules (schemas/review.ts) accept, so a client
// written from the document is not refused. A request for changes without a comment is the one
// cross-field rule, stated in the description.
function ZSignStage() {
  return z.union([z.number().int().min(1).max(MAX_INT32), z.string().meta({ pattern: textPattern(1, 80) })]);
}
const ZSignBody = z.object({
  stage: ZSignStage(),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z
    .string()
    .meta({ pattern: textPattern(0, 2000) })
    .optional(),
  password: z.string().min(1).max(1024),
  code: z.string().max(64).optional(),
});

const ZLinkWire = z.object({
  id: z.number().int(),
  reviewer: z.object({ name: z.string(), email: z.string() }),
  stage: z.string(),
  stage_id: z.number().int(),
  version: z.number().int(),
  content_hash: z.string(),
  created_by: z.string(),
  created_at: wireDate,
  expires_at: wireDate,
  revoked_at: wireDate.nullable(),
  used_at: wireDate.nullable(),
  decision_reference: z.string().nullable(),
  status: z.enum(['open', 'expired', 'revoked', 'used', 'outdated']),
});
const toLinkWire = (l: OutsideReviewLink): z.infer<typeof ZLinkWire> => ({
  id: l.id,
  reviewer: { name: l.reviewerName, email: l.reviewerEmail },
  stage: l.stageName,
  stage_id: l.stageId,
  version: l.version,
  content_hash: l.contentHash,
  created_by: l.createdByEmail,
  created_at: l.createdAt,
  expires_at: l.expiresAt,
  revoked_at: l.revokedAt,
  used_at: l.usedAt,
  decision_reference: l.decisionReference,
  status: l.status,
});
// The procedure's own rules for the reviewer (schemas/review.ts), as the document states them.
const linkShape = ZReviewLinkCreate.shape;
const ZLinkBody = z.object({
  stage: ZSignStage(),
  name: linkShape.name,
  email: linkShape.email,
  days: z.number().int().min(1).max(REVIEW_LINK_MAX_DAYS).optional(),
});

async function stageIdOf(c: Caller, stage: number | string): Promise<number> {
  if (typeof stage === 'number') return stage;
  const { stages } = await c.review.settings();
  const found = stages.find((s) => s.name.toLowerCase() === stage.trim().toLowerCase());
  // Unknown names reach the procedure as an id no stage has, which refuses them in its words.
  return found?.id ?? 2_147_483_647;
}

/** Where an item's review stands: whether its current version may be published, whether an edit waits. */
const ZReviewStateWire = { ready: z.boolean(), pending: z.boolean(), version: z.number().int() };
const toReviewStateWire = (s: { ready: boolean; pending: boolean; version: number }) => ({
  ready: s.ready,
  pending: s.pending,
  version: s.version,
});

/**
 * The input of a procedure that acts on one stage of an item: the kind, the path's id, the stage's id
 * (named by id or name in the body) and the rest of the body its schema reads.
 */
async function stageInput<S extends z.ZodType<{ stage: number | string }>>(
  c: Caller,
  req: FastifyRequest,
  kind: VersionedKind,
  schema: S,
) {
  const { id } = parseWire(ZIdParams, req.params);
  const { stage, ...rest }: z.output<S> = parseWire(schema, req.body);
  return { ...rest, kind, id, stageId: await stageIdOf(c, stage) };
}

const reviewRoutesOf = (kind: VersionedKind): RestRoute[] => [
  defineRoute({
    method: 'get',
    path: `/${kind}/{id}/reviews/links`,
    summary: 'The item’s links for outside reviewers, newest first',
    description:
      'Each link names one outside reviewer, one stage and the version it was made for. `status`: `open` (may be signed), `used` (its decision is `decision_reference`), `revoked`, `expired`, or `outdated` (the item changed since: it signs nothing). The token and signing code are never kept, so never answered.',
    tag: TAG,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: z.object({ items: z.array(ZLinkWire) }) },
    handle: async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      return { items: (await c.review.links({ kind, id })).map(toLinkWire) };
    },
  }),
  defineRoute({
    method: 'post',
    path: `/${kind}/{id}/reviews/links`,
    summary: 'Make a link for a named outside reviewer to sign one stage of the item’s current version',
    description: [
      'JSON `{stage, name, email, days?}` (`stage`: id or name; `days`: 1 to 30, 7 by default). Answers the',
      'link’s `path` (open it on this site) and its signing `code`, this once: only their hashes are kept.',
      'Give the reviewer the code apart from the link; they sign with it and their e-mail. The link is bound',
      'to the version under review now, works once, and may be revoked. Only a signer of the stage may make',
      'one (403); 400 when the gate is off for this kind or the stage is unknown.',
    ].join(' '),
    tag: TAG,
    admin: true,
    params: ZIdParams,
    json: ZLinkBody,
    errorDescriptions: { 403: `'${REVIEW_MESSAGES.reviewStageNotYours}'` },
    ok: {
      status: 201,
      body: z.object({ ok: z.literal(true), item: ZLinkWire, path: z.string(), code: z.string() }),
    },
    handle: async (c, req) => {
      const made = await c.review.createLink(await stageInput(c, req, kind, ZLinkBody));
      return { ok: true as const, item: toLinkWire(made.link), path: made.path, code: made.code };
    },
  }),
  defineRoute({
    method: 'get',
    path: `/${kind}/{id}/reviews`,
    summary: 'The item’s review: whether its current version may be published, and every decision',
    description:
      '`ready` is true when every review stage has approved the current version (always, when the review gate is off for this kind). `pending` is true when the item is published and an edit waits as pending changes: `version` is then the pending one, and the site still shows the approved version. `items` are the decisions, newest first, as signed: they are never changed or removed.',
    tag: TAG,
    admin: true,
    params: ZIdParams,
    ok: {
      status: 200,
      body: z.object({ ...ZReviewStateWire, items: z.array(ZDecisionWire) }),
    },
    handle: async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const state = await c.review.state({ kind, id });
      return { ...toReviewStateWire(state), items: state.decisions.map(toDecisionWire) };
    },
  }),
  defineRoute({
    method: 'post',
    path: `/${kind}/{id}/reviews/publish`,
    summary: 'Publish the item’s pending changes once every review stage has approved them',
    description:
      'An edit of a published item of a gated kind is kept as pending changes: the site shows the approved version until this call puts the pending one live. 409 names the stages that have not approved the pending changes, or says there are none; nothing changes then.',
    tag: TAG,
    admin: true,
    params: ZIdParams,
    ok: {
      status: 200,
      body: z.object({ ok: z.literal(true), ...ZReviewStateWire }),
    },
    handle: async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      const state = await c.review.publishPending({ kind, id });
      return { ok: true as const, ...toReviewStateWire(state) };
    },
  }),
  defineRoute({
    method: 'post',
    path: `/${kind}/{id}/reviews`,
    summary: 'Sign a review stage’s decision on the item’s current version',
    description: [
      'JSON `{stage, decision: "approve" | "changes", comment?, password, code?}`: `stage` is the stage’s',
      'id or name, `password` the signer’s own (and `code` their two-factor code when enrolled), asked',
      'again at each signature. A wrong password counts toward the sign-in limits. A request for changes',
      'needs a comment. Answers the recorded decision with its reference (MS-REV-YYYY-NNNN).',
    ].join(' '),
    tag: TAG,
    admin: true,
    params: ZIdParams,
    json: ZSignBody,
    errors: [401],
    errorDescriptions: {
      401: `No valid bearer token, or the signature failed: '${MESSAGES.passwordIncorrect}', '${MESSAGES.twoFactorRequired}' or '${MESSAGES.twoFactorInvalid}'.`,
      403: `'${REVIEW_MESSAGES.reviewStageNotYours}' or '${REVIEW_MESSAGES.reviewOwnEdit}'.`,
    },
    ok: { status: 201, body: z.object({ ok: z.literal(true), item: ZDecisionWire }) },
    handle: async (c, req) => {
      const input = await stageInput(c, req, kind, ZSignBody);
      const decision = await c.review.sign({ ...input, decision: input.decision as 'approve' });
      return { ok: true as const, item: toDecisionWire(decision) };
    },
  }),
];

export const REVIEW_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/review/settings',
    summary: 'The review gate’s settings',
    description:
      'Stages in their order (no stages: the gate is off), the kinds of content it applies to, who may sign each stage (`admin_ids`, none: any admin) and whether an item’s last editor may sign it.',
    tag: TAG,
    admin: true,
    ok: { status: 200, body: ZSettingsWire },
    handle: async (c) => toSettingsWire(await c.review.settings()),
  }),
  defineRoute({
    method: 'put',
    path: '/review/settings',
    summary: 'Replace the review gate’s settings',
    description:
      'The same shape as the GET. A stage sent with its `id` keeps it (and its approvals); one without is added; a stage left out is removed (its past decisions stay in the record). 400 when two stages share a name (case aside) or an `id` names no existing stage.',
    tag: TAG,
    admin: true,
    json: ZSettingsBody,
    ok: { status: 200, body: ZSettingsWire },
    handle: async (c, req) => {
      const body = parseWire(ZSettingsBody, req.body);
      const saved = await c.review.saveSettings({
        stages: body.stages.map((s) => ({ id: s.id, name: s.name, signerIds: s.admin_ids ?? [] })),
        kinds: body.kinds,
        authorMayApprove: body.author_may_approve,
      });
      return toSettingsWire(saved);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/review/links/{id}/revoke',
    summary: 'Withdraw a link for an outside reviewer',
    description:
      'The link opens nothing any more; a decision already signed through it stays in the record. Revoking twice is harmless.',
    tag: TAG,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: z.object({ ok: z.literal(true), item: ZLinkWire }) },
    handle: async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      return { ok: true as const, item: toLinkWire(await c.review.revokeLink({ linkId: id })) };
    },
  }),
  ...VERSIONED_KINDS.flatMap(reviewRoutesOf),
];

const GATED_WRITE = new RegExp(`^/(${VERSIONED_KINDS.join('|')})(/|$)`);

/**
 * Marks in the document every admin write of a gated kind with the 409 the review gate may answer:
 * a save that publishes or schedules an unapproved version.
 */
export function withReviewGate(routes: RestRoute[]): RestRoute[] {
  return routes.map((r) =>
    r.admin &&
    r.method !== 'get' &&
    r.method !== 'delete' &&
    GATED_WRITE.test(r.path) &&
    !r.path.endsWith('/reviews') &&
    !r.path.endsWith('/reviews/links')
      ? {
          ...r,
          errors: [...(r.errors ?? []), 409],
          errorDescriptions: {
            ...r.errorDescriptions,
            409: 'The review gate holds this save: it would publish or schedule a version not yet approved by every review stage, named in `error`. Nothing was changed.',
          },
        }
      : r,
  );
}
