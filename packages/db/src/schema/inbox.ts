import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_PURPOSES } from './values';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CONTACT_PURPOSES }).notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    jobId: integer('job_id'),
    jobTitle: text('job_title').notNull().default(''),
    // Relative to the private resume folder, never under the public uploads.
    resumePath: text('resume_path').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeSize: integer('resume_size').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt)],
);
