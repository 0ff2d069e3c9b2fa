import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { REVIEW_DECISIONS } from './values';

/**
 * The review gate's settings (issue #25): one row. `kinds` are the content kinds the gate applies to
 * (its `CONTENT_TYPES` keys); the gate is on for a kind only when it is listed and a stage exists.
 * `author_may_approve` off (the default) keeps an item's last editor from signing it.
 */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: smallint('id').primaryKey().default(1),
    kinds: text('kinds').array().notNull().default(sql`'{}'::text[]`),
    authorMayApprove: boolean('author_may_approve').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The review stages in their order. Their ids are stable (a renamed stage keeps its approvals);
 * `signer_ids` are the admins who may sign the stage, none meaning any admin.
 */
export const reviewStages = pgTable('review_stages', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  signerIds: integer('signer_ids').array().notNull().default(sql`'{}'::integer[]`),
});

/**
 * What a decision signs and a review link is for: one item (its `CONTENT_TYPES` kind and id) at one
 * version, bound by the hash of its public content, at one stage. A function, so each table gets its
 * own column builders.
 */
const signedItemColumns = () => ({
  kind: text('kind').notNull(),
  itemId: integer('item_id').notNull(),
  version: integer('version').notNull(),
  contentHash: text('content_hash').notNull(),
  stageId: integer('stage_id').notNull(),
});

/** Numbers the decisions' references (MS-REV-2026-0042); a sequence, so two signers never share one. */
export const reviewReferenceSeq = pgSequence('review_reference_seq', { startWith: 1 });

/**
 * Every review decision, as signed: the record an auditor reads. The item's version and the hash of
 * its public content bind the decision to what was reviewed; the stage's and signer's names are
 * copied as they stood, so a later rename or a deleted account does not rewrite history. Rows are
 * only ever inserted: a trigger (migration 0006) refuses UPDATE, DELETE and TRUNCATE.
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    ...signedItemColumns(),
    stageName: text('stage_name').notNull(),
    decision: text('decision', { enum: REVIEW_DECISIONS }).notNull(),
    // The signing admin; null for an outside reviewer, whose link is `outside_link_id`.
    signerId: integer('signer_id'),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    comment: text('comment').notNull().default(''),
    /** The review link an outside reviewer signed through (review_links); null for an admin's signature. */
    outsideLinkId: integer('outside_link_id'),
  },
  (t) => [
    index('review_decisions_item_idx').on(t.kind, t.itemId, t.id),
    check('review_decisions_decision', sql`${t.decision} in ('approve', 'changes')`),
  ],
);

/**
 * Links for outside reviewers (docs/product.md, "Outside reviewers"): one named person, one stage, one
 * item at one version (its number and content hash), until `expires_at`. Only the SHA-256 of the
 * link's token and a password hash of the signing code are kept, so neither can be read back. A link
 * is spent once its decision is signed (`used_at`, `decision_reference`), or revoked by staff.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    ...signedItemColumns(),
    createdBy: integer('created_by'),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    decisionReference: text('decision_reference'),
  },
  (t) => [index('review_links_item_idx').on(t.kind, t.itemId)],
);
