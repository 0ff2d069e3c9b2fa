import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { CAREER_CATEGORIES, CONTENT_STATUSES } from './values';

export const careers = pgTable(
  'careers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category', { enum: CAREER_CATEGORIES }).notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    location: text('location').notNull().default(''),
    experience: text('experience').notNull().default(''),
    salary: text('salary').notNull().default(''),
    skills: text('skills').notNull().default(''),
    applyUrl: text('apply_url').notNull().default(''),
    applyEmail: text('apply_email').notNull().default(''),
    // Sanitised HTML (allow-list) — never stored raw.
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('careers_category_status_idx').on(t.category, t.status, t.createdAt)],
);
