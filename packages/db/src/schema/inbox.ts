import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OwnColumns } from './columns';
import { CONTACT_PURPOSES } from './values';

/**
 * The columns of an entry in either inbox, around the table's own: who sent it, and when it came in and
 * was handled (what queries/inbox.ts lists and marks both inboxes by).
 */
const inboxEntry = <Own extends OwnColumns>(own: Own) => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  ...own,
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  inboxEntry({
    purpose: text('purpose', { enum: CONTACT_PURPOSES }).notNull(),
    message: text('message').notNull(),
  }),
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const jobApplications = pgTable(
  'job_applications',
  inboxEntry({
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    jobId: integer('job_id'),
    jobTitle: text('job_title').notNull().default(''),
    // Relative to the private resume folder, never under the public uploads.
    resumePath: text('resume_path').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeSize: integer('resume_size').notNull(),
  }),
  (t) => [index('job_applications_created_idx').on(t.createdAt)],
);
