import { z } from 'zod';
import { REVIEW_DECISIONS } from '../domain/constants';
import { REVIEW_KINDS, VERSIONED_KINDS } from '../domain/content-types';
import { MESSAGES } from '../domain/messages';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import { ZId, zEmail, zEnum, zRequiredText, zText } from './common';

export const REVIEW_MAX_STAGES = 10;
export const ZReviewKind = zEnum(VERSIONED_KINDS, MESSAGES.invalidInput);
/** A kind the settings may select and a signature may name: the versioned kinds and `ifu` (an IFU revision). */
export const ZReviewAnyKind = zEnum(REVIEW_KINDS, MESSAGES.invalidInput);

const ZStageName = zRequiredText('Stage name', 80, REVIEW_MESSAGES.reviewStageNames);

/** The settings as saved: stages in order (an `id` keeps an existing stage), kinds, separation of duties. */
export const ZReviewSettingsInput = z.object({
  stages: z
    .array(
      z.object({
        id: ZId.optional(),
        name: ZStageName,
        signerIds: z.array(ZId).max(100).default([]),
      }),
    )
    .max(REVIEW_MAX_STAGES, REVIEW_MESSAGES.reviewTooManyStages)
    .refine(
      (stages) => new Set(stages.map((s) => s.name.toLowerCase())).size === stages.length,
      REVIEW_MESSAGES.reviewStageNames,
    )
    .refine((stages) => {
      const ids = stages.flatMap((s) => (s.id ? [s.id] : []));
      return new Set(ids).size === ids.length;
    }, MESSAGES.invalidInput),
  kinds: z
    .array(ZReviewAnyKind)
    .max(REVIEW_KINDS.length * 2)
    .transform((k) => [...new Set(k)]),
  authorMayApprove: z.boolean().default(false),
});

/** An item under review; for `ifu`, `id` is the IFU revision's id. */
export const ZReviewItem = z.object({ kind: ZReviewAnyKind, id: ZId });
/** An item of a versioned kind (pending changes exist only there). */
export const ZReviewVersionedItem = z.object({ kind: ZReviewKind, id: ZId });

/** A signature: the decision, and the signer's password (and second-factor code when enrolled). */
export const ZReviewSign = z
  .object({
    kind: ZReviewAnyKind,
    id: ZId,
    stageId: ZId,
    decision: zEnum(REVIEW_DECISIONS, MESSAGES.invalidInput),
    comment: z.string().trim().max(2000).default(''),
    password: z.string({ error: MESSAGES.passwordIncorrect }).min(1, MESSAGES.passwordIncorrect).max(1024),
    code: z.string().trim().max(64).optional(),
  })
  .refine((s) => s.decision === 'approve' || s.comment.length > 0, {
    message: REVIEW_MESSAGES.reviewCommentRequired,
    path: ['comment'],
  });

/** How long an outside reviewer's link may work, in days. */
export const REVIEW_LINK_MAX_DAYS = 30;

/** A link for a named outside reviewer: one stage of one item, for some days. */
export const ZReviewLinkCreate = z.object({
  kind: ZReviewKind,
  id: ZId,
  stageId: ZId,
  name: zRequiredText('Name', 120, 'Please enter the reviewer’s name.'),
  email: zEmail('Please enter the reviewer’s e-mail address.'),
  days: z
    .number({ error: MESSAGES.invalidInput })
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(REVIEW_LINK_MAX_DAYS, `A link works for at most ${REVIEW_LINK_MAX_DAYS} days.`)
    .default(7),
});

export const ZReviewLinkId = z.object({ linkId: ZId });

/** A review link's token as it arrives (checked by its hash, not its shape). */
export const ZReviewLinkToken = z.object({ token: z.string().min(1).max(200) });

/** An outside reviewer's decision: their e-mail and the signing code given with the link are the signature. */
export const ZReviewLinkSign = z
  .object({
    token: z.string().min(1).max(200),
    email: z.string().trim().max(254),
    code: z.string().trim().max(64),
    decision: zEnum(REVIEW_DECISIONS, MESSAGES.invalidInput),
    comment: zText('Comment', 2000).optional().default(''),
  })
  .refine((s) => s.decision === 'approve' || s.comment.length > 0, {
    message: REVIEW_MESSAGES.reviewCommentRequired,
    path: ['comment'],
  });
