import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { IFU_STATUSES } from './values';

// postgres.js hands bytea back as a Buffer, PGlite as a Uint8Array; both accept either.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A device's instructions for use (EU MDR Annex I §23, Regulation (EU) 2021/2226): one row per
 * catalogue reference (REF), the number printed on the label that staff search by. `listed` turns
 * true with the first published revision and never back: the library lists a device from then on,
 * since an IFU once published must stay reachable (a withdrawn one stays listed with its reason).
 */
export const ifuDocuments = pgTable('ifu_documents', {
  id: serial('id').primaryKey(),
  ref: text('ref').notNull().unique(),
  udiDi: text('udi_di'),
  title: text('title').notNull(),
  // The lineup instrument (packages/content INSTRUMENTS id) this IFU belongs to, when there is one.
  instrumentSlug: text('instrument_slug'),
  listed: boolean('listed').notNull().default(false),
  ...timestamps(),
});

/**
 * One revision of a device's IFU in one language. A published revision is never deleted nor its file
 * replaced (15-year retention): a newer revision supersedes it, and one issued in error is withdrawn
 * with a reason and stays listed. The query layer refuses both, and a trigger (migration
 * `ifu_retention`) refuses them again for any other writer.
 */
export const ifuRevisions = pgTable(
  'ifu_revisions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => ifuDocuments.id, { onDelete: 'restrict' }),
    // BCP 47, lower-case primary subtag first: `en`, `de`, `fr`, `pt-br`.
    lang: text('lang').notNull(),
    revision: text('revision').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    changeSummary: text('change_summary').notNull().default(''),
    status: text('status', { enum: IFU_STATUSES }).notNull(),
    withdrawnReason: text('withdrawn_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    // The file's key in ifu_file_chunks (or DATA_DIR/ifu with the embedded database).
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ifu_revisions_doc_lang_rev_idx').on(t.documentId, t.lang, t.revision),
    index('ifu_revisions_status_idx').on(t.status, t.documentId),
  ],
);

/**
 * An IFU's PDF in 1 MiB pieces, so a 50 MB file is written and read a piece at a time on PostgreSQL
 * (one bytea value would be held whole by the driver on both ways) and every instance serves it.
 */
export const ifuFileChunks = pgTable(
  'ifu_file_chunks',
  {
    fileKey: text('file_key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileKey, t.seq] })],
);

/** A request for a free paper copy: Regulation (EU) 2021/2226 art. 6 says within 7 calendar days. */
export const ifuPaperRequests = pgTable(
  'ifu_paper_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    institution: text('institution').notNull(),
    address: text('address').notNull(),
    ref: text('ref').notNull(),
    lang: text('lang').notNull(),
    message: text('message').notNull().default(''),
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ifu_paper_requests_open_idx').on(t.sentAt, t.dueBy)],
);
