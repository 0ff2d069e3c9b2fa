import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { imageColumns, timestamps } from './columns';
import { BROADCAST_KINDS, CONTENT_STATUSES, SOCIAL_SOURCES } from './values';

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: BROADCAST_KINDS }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // Sanitised HTML (allow-list) — never stored raw.
    body: text('body').notNull().default(''),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    socialSource: text('social_source', { enum: SOCIAL_SOURCES }),
    linkUrl: text('link_url').notNull().default(''),
    ...imageColumns(),
    tag: text('tag').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('broadcasts_kind_status_idx').on(t.kind, t.status, t.publishAt)],
);
